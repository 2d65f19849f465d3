import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { sleep } from '../../test/hub-kit';
import { createReportWorld, reportBody } from '../../test/report-world';
import { listeningInbox } from '../../test/smtp-inbox';
import { testDbKind } from '../../test/test-db';
import { twoServers } from '../../test/two-servers';

/** Two instances on one PostgreSQL database, both working the queue: every mail goes out once. */
describe.runIf(testDbKind === 'postgres')('two instances sharing the queue', () => {
  const smtp = listeningInbox();
  // Both poll often, so they compete for the same jobs.
  const two = twoServers(
    () => ({ bus: 'db', env: { SMTP_URL: smtp.url }, jobs: { pollMs: 50 } }),
    async (db) => ({
      world: await createReportWorld(db),
      plumber: await createUser(db, { role: 'Contractor', trade: 'plumber' }),
    }),
  );

  it('sends each notification mail exactly once', async () => {
    const count = 12;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const server = i % 2 === 0 ? two.a : two.b;
      const res = await client(server.url).post(
        '/api/reports',
        reportBody(two.world, { priority: 'Urgent', whatBroke: `Läcka ${i}` }),
        { token: two.world.tenant.token },
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
    expect(smtp.to(two.world.manager.email)).toHaveLength(count);
    expect(smtp.to(two.plumber.email)).toHaveLength(count);
    const [left] = await two.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind IN ('notify', 'mail') AND done_at IS NULL`,
    );
    expect(left!.n).toBe(0);
  });
});
