import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openPostgres } from '../db/postgres';
import { client } from '../test/http-client';
import { connectHub, sleep, type TestHubClient } from '../test/hub-kit';
import { createReportWorld, type ReportWorld, reportBody } from '../test/report-world';
import { createTestDb, type TestDb, testDbKind } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

/** Two instances on one PostgreSQL database: events cross through LISTEN/NOTIFY. */
describe.runIf(testDbKind === 'postgres')('several instances', () => {
  let testDb: TestDb;
  let dbB: Db;
  let a: TestServer;
  let b: TestServer;
  let world: ReportWorld;
  let hubOnB: TestHubClient;

  beforeAll(async () => {
    testDb = await createTestDb();
    dbB = openPostgres({ connectionString: testDb.url!, max: 5 });
    a = await startTestServer({ db: testDb.db, bus: 'db' });
    b = await startTestServer({ db: dbB, bus: 'db' });
    world = await createReportWorld(testDb.db);
    hubOnB = await connectHub(b.url, { token: world.manager.token });
  });
  afterAll(async () => {
    await hubOnB?.stop();
    await b?.close();
    await a?.close();
    await dbB?.close();
    await testDb?.drop();
  });

  const createOnA = async () => {
    const res = await client(a.url).post('/api/reports', reportBody(world), { token: world.manager.token });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('delivers a report created through instance A to a client of instance B', async () => {
    const id = await createOnA();
    expect(await hubOnB.waitFor('ReportCreated', (p) => p.reportId === id)).toMatchObject({
      reportId: id,
      organisationId: world.org.id,
    });
    await hubOnB.waitFor('EventAdded', (p) => p.reportId === id);
  });

  it('listens again after the database drops the LISTEN connection', async () => {
    const killed = await testDb.db.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(killed.length).toBeGreaterThanOrEqual(2);
    // The listeners come back within a second or so; reports made meanwhile may be missed.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const id = await createOnA();
      const heard = await hubOnB.waitFor('ReportCreated', (p) => p.reportId === id, 1000).catch(() => null);
      if (heard) break;
      if (Date.now() > deadline) throw new Error('instance B never listened again');
      await sleep(250);
    }
    const fresh = await testDb.db.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(fresh.length).toBeGreaterThanOrEqual(2);
  });
});
