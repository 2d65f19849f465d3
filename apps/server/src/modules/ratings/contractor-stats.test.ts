import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { reportBody } from '../../test/report-world';

const { s, accept, move } = reportWorkflowSuite();

const HOUR = 3600_000;
const stats = (user: TestUser, query = '') =>
  s.api.get(`/api/contractor-stats${query}`, { token: user.token });

/**
 * A report of `tenant` accepted by `contractor` and closed, its times moved so that
 * accepting took `toAccept` hours and finishing `toFinish` (left open when null).
 */
async function finished(
  tenant: TestUser,
  w: { propertyId: string; premisesId: string },
  contractor: TestUser,
  toAccept: number,
  toFinish: number | null,
  rating?: number,
  monthsAgo = 1,
) {
  const created = await s.api.post('/api/reports', reportBody(w), { token: tenant.token });
  const id = created.body.id as string;
  expect((await accept(id, contractor)).status).toBe(200);
  if (toFinish !== null) expect((await move(id, contractor, 'Closed')).status).toBe(200);
  if (rating) {
    const rated = await s.api.post(`/api/reports/${id}/rating`, { score: rating }, { token: tenant.token });
    expect(rated.status).toBe(200);
  }
  const start = Date.now() - monthsAgo * 30 * 24 * HOUR;
  const acceptedAt = new Date(start + toAccept * HOUR);
  await s.server.db.query(
    `UPDATE reports SET created_at = $2, accepted_at = $3, closed_at = CASE WHEN closed_at IS NULL THEN NULL ELSE $4::timestamptz END
     WHERE id = $1`,
    [id, new Date(start), acceptedAt, new Date(acceptedAt.getTime() + (toFinish ?? 0) * HOUR)],
  );
  await s.server.db.query('UPDATE report_ratings SET created_at = $2 WHERE report_id = $1', [id, acceptedAt]);
  return id;
}

describe('contractor statistics', () => {
  it('computes average rating and median hours per contractor, in the caller’s scope', async () => {
    const w = s.w;
    await finished(w.tenant, w, s.plumber, 1, 24, 4);
    await finished(w.tenant, w, s.plumber, 2, 48, 5);
    await finished(w.tenant, w, s.plumber, 10, null);
    // Older than the window: not counted.
    await finished(w.tenant, w, s.plumber, 500, 500, 1, 13);
    // Another organisation's work by the same plumber, and another plumber's.
    await finished(s.other.tenant, s.other, s.plumber, 100, 100, 1);
    await finished(w.tenant, w, s.plumber2, 3, 5, 2);

    const asManager = await stats(w.manager);
    expect(asManager.status).toBe(200);
    expect(asManager.body.items).toEqual([
      {
        contractorId: s.plumber.contractorId,
        name: 'Rör-Pelle',
        ratingAverage: 4.5,
        ratingCount: 2,
        medianHoursToAccept: 2,
        medianHoursToFinish: 36,
        accepted: 3,
        closed: 2,
        visits: 0,
        keptVisitShare: null,
        medianHoursToQuoteDecision: null,
      },
      {
        contractorId: s.plumber2.contractorId,
        name: 'Rör-Anna',
        ratingAverage: 2,
        ratingCount: 1,
        medianHoursToAccept: 3,
        medianHoursToFinish: 5,
        accepted: 1,
        closed: 1,
        visits: 0,
        keptVisitShare: null,
        medianHoursToQuoteDecision: null,
      },
    ]);
    expect(Date.parse(asManager.body.since)).toBeLessThan(Date.now() - 364 * 24 * HOUR);

    // The other organisation's manager sees only the work done there.
    const other = await stats(s.other.manager);
    expect(other.body.items).toEqual([
      expect.objectContaining({ contractorId: s.plumber.contractorId, accepted: 1, ratingAverage: 1 }),
    ]);

    // Admins see every organisation; the plumber sees their own figures, everywhere.
    const all = (await stats(s.admin)).body.items;
    expect(
      all.find((i: { contractorId: string }) => i.contractorId === s.plumber.contractorId),
    ).toMatchObject({ accepted: 4, closed: 3, ratingCount: 3, ratingAverage: 3.33, medianHoursToAccept: 6 });
    const own = await stats(s.plumber);
    expect(own.body.items).toHaveLength(1);
    expect(own.body.items[0]).toMatchObject({ contractorId: s.plumber.contractorId, accepted: 4 });

    // One contractor, by id.
    const one = await stats(w.manager, `?contractorId=${s.plumber2.contractorId}`);
    expect(one.body.items.map((i: { name: string }) => i.name)).toEqual(['Rör-Anna']);
    expect((await stats(s.plumber, `?contractorId=${s.plumber2.contractorId}`)).body.items).toEqual([]);
  });

  it('answers an empty list for a contractor without work', async () => {
    const res = await stats(s.electrician);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it('counts kept visit times and the quote turnaround', async () => {
    const o = s.other;
    const as = { token: s.electrician.token };
    const errand = async () => {
      const res = await s.api.post('/api/reports', reportBody(o, { trade: 'electrician' }), {
        token: o.tenant.token,
      });
      expect((await accept(res.body.id, s.electrician)).status).toBe(200);
      return res.body.id as string;
    };
    const plan = async (id: string, inHours: number) => {
      const start = new Date(Date.now() + inHours * HOUR);
      const body = { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + HOUR).toISOString() };
      expect((await s.api.put(`/api/reports/${id}/visit`, body, as)).status).toBe(200);
    };
    const [kept1, moved, kept2, cancelled] = [await errand(), await errand(), await errand(), await errand()];
    await plan(kept1, 24);
    await plan(moved, 24);
    await plan(moved, 48);
    await plan(kept2, 30);
    await plan(cancelled, 24);
    expect((await s.api.del(`/api/reports/${cancelled}/visit`, as)).status).toBe(200);

    const quote = { amount: 2000, description: 'Byte av elcentral' };
    const m = { token: o.manager.token };
    for (const id of [kept1, kept2])
      expect((await s.api.put(`/api/reports/${id}/quote`, quote, as)).status).toBe(200);
    await s.api.post(`/api/reports/${kept1}/quote/decision`, { decision: 'approved' }, m);
    await s.api.post(`/api/reports/${kept2}/quote/decision`, { decision: 'rejected', reason: 'För dyrt' }, m);
    // Decided 2 and 6 hours after they were submitted.
    for (const [id, h] of [
      [kept1, 2],
      [kept2, 6],
    ] as const)
      await s.server.db.query(
        `UPDATE report_quotes SET submitted_at = decided_at - make_interval(hours => $2) WHERE report_id = $1`,
        [id, h],
      );

    const only = `?contractorId=${s.electrician.contractorId}`;
    expect((await stats(o.manager, only)).body.items[0]).toMatchObject({
      visits: 4,
      keptVisitShare: 0.5,
      medianHoursToQuoteDecision: 4,
    });
    // Another organisation's manager sees none of it.
    expect((await stats(s.w.manager, only)).body.items).toEqual([]);
  });

  it('refuses tenants and bad queries', async () => {
    expect((await stats(s.w.tenant)).status).toBe(403);
    const bad = await stats(s.w.manager, '?contractorId=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('contractorId');
    expect((await stats(s.w.manager, '?months=3')).status).toBe(400);
    expect((await s.api.get('/api/contractor-stats')).status).toBe(401);
  });
});
