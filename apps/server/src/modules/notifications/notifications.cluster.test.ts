import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openPostgres } from '../../db/postgres';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { sleep } from '../../test/hub-kit';
import { createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { SmtpInbox } from '../../test/smtp-inbox';
import { createTestDb, type TestDb, testDbKind } from '../../test/test-db';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Two instances on one PostgreSQL database, both working the queue: every mail goes out once. */
describe.runIf(testDbKind === 'postgres')('two instances sharing the queue', () => {
  const smtp = new SmtpInbox();
  let testDb: TestDb;
  let dbB: Db;
  let a: TestServer;
  let b: TestServer;
  let world: ReportWorld;
  let plumber: TestUser;

  beforeAll(async () => {
    await smtp.start();
    testDb = await createTestDb();
    dbB = openPostgres({ connectionString: testDb.url!, max: 5 });
    const env = { SMTP_URL: smtp.url };
    // Both poll often, so they compete for the same jobs.
    a = await startTestServer({ db: testDb.db, bus: 'db', env, jobs: { pollMs: 50 } });
    b = await startTestServer({ db: dbB, bus: 'db', env, jobs: { pollMs: 50 } });
    world = await createReportWorld(testDb.db);
    plumber = await createUser(testDb.db, { role: 'Contractor', trade: 'plumber' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dbB?.close();
    await testDb?.drop();
    await smtp.stop();
  });

  it('sends each notification mail exactly once', async () => {
    const count = 12;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await client(server.url).post(
        '/api/reports',
        reportBody(world, { priority: 'Urgent', whatBroke: `Läcka ${i}` }),
        { token: world.tenant.token },
      );
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    // Manager and plumber hear of every errand at once (Urgent).
    const deadline = Date.now() + 20_000;
    while (smtp.mails.length < 2 * count && Date.now() < deadline) await sleep(100);
    await sleep(1000);
    const seen = smtp.mails.map((m) => `${m.to.join(',')} ${m.subject}`).sort();
    expect(seen).toHaveLength(2 * count);
    expect(new Set(seen).size).toBe(2 * count);
    expect(smtp.to(world.manager.email)).toHaveLength(count);
    expect(smtp.to(plumber.email)).toHaveLength(count);
    const [left] = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind IN ('notify', 'mail') AND done_at IS NULL`,
    );
    expect(left!.n).toBe(0);
  });
});
