import { describe, expect, it } from 'vitest';
import { createReportWorld } from '../../test/report-world';
import { testDbKind } from '../../test/test-db';
import { twoServers } from '../../test/two-servers';
import { enqueueRetention, runRetention } from './retention.job';

describe.runIf(testDbKind === 'postgres')('retention on two servers over one database', () => {
  // Neither worker starts by itself: the test offers and runs the day's retention on both.
  const two = twoServers({ jobs: { autoStart: false } });

  it('books one job for the day and anonymises each errand once, whichever instance runs', async () => {
    const { a, b } = two;
    const w = await createReportWorld(a.db);
    const [errand] = await a.db.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, property_id, premises_id, what_broke, description, trade, status, reporter_id,
                            number, closed_at)
       VALUES ($1, $2, $3, 'Kran', 'Droppar', 'plumber', 'Closed', $4, 1, now() - interval '7 years') RETURNING id`,
      [w.org.id, w.propertyId, w.premisesId, w.tenant.id],
    );
    const day = new Date();
    await Promise.all([enqueueRetention(a.deps, day), enqueueRetention(b.deps, day)]);
    const jobs = await a.db.query("SELECT 1 FROM jobs WHERE kind = 'retention'");
    expect(jobs).toHaveLength(1);

    const runs = await Promise.all([runRetention(a.deps, day), runRetention(b.deps, day)]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)).toMatchObject({ errandsAnonymised: 1 });
    const log = await a.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'retention.applied' AND organisation_id = $1",
      [w.org.id],
    );
    expect(log).toHaveLength(1);
    const [row] = await b.db.query<{ reporterId: string | null; anonymisedAt: string | null }>(
      'SELECT reporter_id, anonymised_at FROM reports WHERE id = $1',
      [errand!.id],
    );
    expect(row).toMatchObject({ reporterId: null, anonymisedAt: expect.any(String) });
  });
});
