import { createServer, connect as netConnect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openPostgres } from '../db/postgres';
import { createOrgWithUsers } from '../test/factories';
import { client } from '../test/http-client';
import { createTestDb, type TestDb, testDbKind } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * A TCP proxy between the server and PostgreSQL that the test can cut and
 * restore, so an outage is real network failure without stopping the shared
 * PostgreSQL server.
 */
class CuttableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  /** While true, connections are accepted but nothing is forwarded (a silent network). */
  private blackhole = false;
  /** While true, bytes in both directions are dropped on the open connections (a partition). */
  private dropping = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = createServer((down) => {
      this.sockets.add(down);
      down.on('close', () => this.sockets.delete(down));
      down.on('error', () => down.destroy());
      if (this.blackhole) return;
      const up = netConnect(this.targetPort, this.targetHost);
      this.sockets.add(up);
      up.on('close', () => {
        this.sockets.delete(up);
        down.destroy();
      });
      up.on('error', () => up.destroy());
      down.on('close', () => up.destroy());
      // Forward by hand so a partition can drop bytes without closing anything.
      down.on('data', (d) => this.dropping || up.write(d));
      up.on('data', (d) => this.dropping || down.write(d));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const addr = server.address();
    this.port = typeof addr === 'object' && addr ? addr.port : 0;
    this.server = server;
  }

  /** Drops every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Drops every connection; new ones are accepted and then never answered. */
  async silence(): Promise<void> {
    this.blackhole = true;
    for (const s of this.sockets) s.destroy();
  }

  /** Keeps every connection open but drops all traffic on it; new connections hang too. */
  partition(): void {
    this.dropping = true;
    this.blackhole = true;
  }

  async restore(): Promise<void> {
    this.blackhole = false;
    this.dropping = false;
    if (!this.server) await this.open();
  }
}

async function until(what: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await what()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.runIf(testDbKind === 'postgres')('PostgreSQL outage', () => {
  let target: TestDb;
  let proxy: CuttableProxy;
  let db: Db;
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let token: string;

  beforeAll(async () => {
    target = await createTestDb();
    token = (await createOrgWithUsers(target.db)).manager.token;
    const url = new URL(target.url!);
    proxy = new CuttableProxy(url.hostname, Number(url.port || 5432));
    await proxy.open();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    // The server passes its request timeout (30 s); a short one keeps this test quick.
    db = openPostgres({ connectionString: url.toString(), max: 5, queryTimeoutMs: 3000 });
    server = await startTestServer({ db });
    api = client(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.restore();
    await db?.close();
    await target?.drop();
  });

  const health = async () => (await api.get('/health')).status;
  const healthy = async () => (await health()) === 200;
  const down = async () => (await health()) === 503;
  /** A read of the API that needs the database. */
  const read = () => api.get('/api/properties', { token });
  /** Once the database is back: ten reads in a row are answered. */
  const servesAgain = async () => {
    for (let i = 0; i < 10; i++) expect((await read()).status).toBe(200);
  };

  it('answers /health 503 while the database is unreachable and 200 again without a restart', async () => {
    expect(await health()).toBe(200);
    expect((await read()).status).toBe(200);

    await proxy.cut();
    expect(await until(down, 5000)).toBeLessThan(5000);
    const res = await api.get('/health');
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
    // The API meanwhile answers 503 in the error envelope, not a 500.
    const during = await read();
    expect(during.status).toBe(503);
    expect(during.body.error.code).toBe('unavailable');

    await proxy.restore();
    await until(healthy, 10_000);
    expect((await read()).status).toBe(200);
  });

  it('recovers from a silent network (connections hang instead of failing)', async () => {
    expect(await health()).toBe(200);
    await proxy.silence();
    expect(await until(down, 5000)).toBeLessThan(5000);
    // Callers are not kept waiting for ever either.
    const started = Date.now();
    const during = await read();
    expect(during.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(12_000);

    await proxy.restore();
    await until(healthy, 15_000);
    await servesAgain();
  }, 60_000);

  it('recovers from a partition that leaves connections open but silent', async () => {
    await until(healthy, 15_000);
    proxy.partition();
    expect(await until(down, 5000)).toBeLessThan(5000);
    // Traffic during the partition: every request gets an answer (503) instead of hanging,
    // and the connections stuck on lost replies are dropped rather than pooled for ever.
    const started = Date.now();
    const during = await Promise.all(Array.from({ length: 8 }, read));
    expect(during.map((r) => r.status)).toEqual(Array(8).fill(503));
    expect(Date.now() - started).toBeLessThan(15_000);
    await proxy.restore();
    await until(healthy, 20_000);
    await servesAgain();
  }, 60_000);
});
