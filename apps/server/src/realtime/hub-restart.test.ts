import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { client } from '../test/http-client';
import { connectHub } from '../test/hub-kit';
import { createReportWorld, reportBody } from '../test/report-world';
import { createTestDb, type TestDb } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

let testDb: TestDb;
let second: TestServer | undefined;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await second?.close();
  await testDb?.drop();
});

describe('a server restart', () => {
  it('is survived by the official client with automatic reconnect, and events flow again', async () => {
    const port = await freePort();
    const first = await startTestServer({ db: testDb.db, bus: 'db', port });
    const world = await createReportWorld(testDb.db);
    const admin = await createUser(testDb.db, { role: 'Admin' });
    const hub = await connectHub(first.url, {
      token: admin.token,
      reconnect: { nextRetryDelayInMilliseconds: () => 200 },
    });
    const reconnecting = new Promise<Error | undefined>((resolve) => hub.connection.onreconnecting(resolve));
    const reconnected = new Promise<void>((resolve) => hub.connection.onreconnected(() => resolve()));

    await first.close();
    expect((await reconnecting)?.message).toMatch(/server_shutting_down/);
    expect(hub.connection.state).toBe('Reconnecting');

    second = await startTestServer({ db: testDb.db, bus: 'db', port });
    await reconnected;
    expect(hub.connection.state).toBe('Connected');

    const res = await client(second.url).post('/api/reports', reportBody(world), {
      token: world.manager.token,
    });
    expect(res.status).toBe(201);
    expect(await hub.waitFor('ReportCreated', (p) => p.reportId === res.body.id)).toMatchObject({
      reportId: res.body.id,
      organisationId: world.org.id,
      status: 'Open',
    });
    await hub.stop();
  });
});
