import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openPostgres } from '../../db/postgres';
import { client } from '../../test/http-client';
import { sleep } from '../../test/hub-kit';
import { createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { createTestDb, type TestDb, testDbKind } from '../../test/test-db';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signatureValid, WebhookReceiver } from '../../test/webhook-receiver';

/** Two instances on one PostgreSQL database, both working the queue: every event arrives once. */
describe.runIf(testDbKind === 'postgres')('webhooks across two instances', () => {
  const receiver = new WebhookReceiver();
  let testDb: TestDb;
  let dbB: Db;
  let a: TestServer;
  let b: TestServer;
  let world: ReportWorld;

  beforeAll(async () => {
    await receiver.start();
    testDb = await createTestDb();
    dbB = openPostgres({ connectionString: testDb.url!, max: 5 });
    a = await startTestServer({ db: testDb.db, bus: 'db', jobs: { pollMs: 50 } });
    b = await startTestServer({ db: dbB, bus: 'db', jobs: { pollMs: 50 } });
    world = await createReportWorld(testDb.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dbB?.close();
    await testDb?.drop();
    await receiver.stop();
  });

  it('delivers each event once, signed', async () => {
    const sub = await client(a.url).post(
      `/api/organisations/${world.org.id}/webhooks`,
      { url: receiver.url, events: ['errand.created'] },
      { token: world.manager.token },
    );
    expect(sub.status).toBe(201);
    const count = 10;
    for (let i = 0; i < count; i++) {
      const res = await client((i % 2 === 0 ? a : b).url).post(
        '/api/reports',
        reportBody(world, { whatBroke: `Läcka ${i}` }),
        { token: world.tenant.token },
      );
      expect(res.status).toBe(201);
    }
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < count && Date.now() < deadline) await sleep(100);
    await sleep(1000);
    expect(receiver.received).toHaveLength(count);
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(count);
    for (const r of receiver.received)
      expect(
        signatureValid(sub.body.secret, String(r.headers['felanmalan-signature']), r.body, new Date()),
      ).toBe(true);
  });
});
