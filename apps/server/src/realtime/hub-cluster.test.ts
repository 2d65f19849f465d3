import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http-client';
import { connectHub, sleep, type TestHubClient } from '../test/hub-kit';
import { createReportWorld, reportBody } from '../test/report-world';
import { testDbKind } from '../test/test-db';
import { dropListeners, twoServers } from '../test/two-servers';

/** Two instances on one PostgreSQL database: events cross through LISTEN/NOTIFY. */
describe.runIf(testDbKind === 'postgres')('several instances', () => {
  const two = twoServers({ bus: 'db' }, async (db) => ({ world: await createReportWorld(db) }));
  let hubOnB: TestHubClient;

  beforeAll(async () => {
    hubOnB = await connectHub(two.b.url, { token: two.world.manager.token });
  });
  afterAll(async () => {
    await hubOnB?.stop();
  });

  const createOnA = async () => {
    const res = await client(two.a.url).post('/api/reports', reportBody(two.world), {
      token: two.world.manager.token,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('delivers a report created through instance A to a client of instance B', async () => {
    const id = await createOnA();
    expect(await hubOnB.waitFor('ReportCreated', (p) => p.reportId === id)).toMatchObject({
      reportId: id,
      organisationId: two.world.org.id,
    });
    await hubOnB.waitFor('EventAdded', (p) => p.reportId === id);
  });

  it('listens again after the database drops the LISTEN connection', async () => {
    expect(await dropListeners(two.testDb.db)).toBeGreaterThanOrEqual(2);
    // The listeners come back within a second or so; reports made meanwhile may be missed.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const id = await createOnA();
      const heard = await hubOnB.waitFor('ReportCreated', (p) => p.reportId === id, 1000).catch(() => null);
      if (heard) break;
      if (Date.now() > deadline) throw new Error('instance B never listened again');
      await sleep(250);
    }
    const fresh = await two.testDb.db.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(fresh.length).toBeGreaterThanOrEqual(2);
  });
});
