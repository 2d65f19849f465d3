import { describe, expect, it } from 'vitest';
import { apiSuite, twoReportWorlds } from '../../test/api-suite';
import type { TestUser } from '../../test/factories';
import { type ReportWorld, reportBody } from '../../test/report-world';

const s = apiSuite(twoReportWorlds);

const post = (path: string, user: TestUser, body: unknown = {}) =>
  s.api.post(path, body, { token: user.token });

/** Files an errand in `w` as its tenant, `daysAgo` days back (the due times follow), and takes it to `to`. */
async function errand(
  w: ReportWorld,
  title: string,
  to: 'Open' | 'InProgress' | 'FollowingUp' | 'Closed' | 'HandedBack' = 'Open',
  daysAgo = 0,
) {
  const res = await post('/api/reports', w.tenant, reportBody(w, { whatBroke: title, priority: 'Normal' }));
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  if (daysAgo)
    await s.server.db.query(
      `UPDATE reports SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [id, daysAgo],
    );
  if (to === 'Open') return id;
  expect((await post(`/api/reports/${id}/accept`, s.plumber)).status).toBe(200);
  if (to === 'HandedBack')
    expect(
      (await post(`/api/reports/${id}/transition`, s.plumber, { status: 'Open', note: 'Fel yrke' })).status,
    ).toBe(200);
  if (to === 'FollowingUp' || to === 'Closed')
    expect((await post(`/api/reports/${id}/done`, s.plumber, { resolution: 'Klart.' })).status).toBe(200);
  if (to === 'Closed')
    expect((await post(`/api/reports/${id}/transition`, w.tenant, { status: 'Closed' })).status).toBe(200);
  return id;
}

const get = (user: TestUser, query = '') => s.api.get(`/api/needs-action${query}`, { token: user.token });
const titles = (body: { groups: { key: string; items: { title: string }[] }[] }) =>
  Object.fromEntries(body.groups.map((g) => [g.key, g.items.map((i) => i.title)]));

describe('the managers’ to-do list', () => {
  it('groups what waits for them, oldest first, and counts each errand once', async () => {
    await errand(s.w, 'Fresh', 'Open');
    await errand(s.w, 'Working', 'InProgress');
    const done = await errand(s.w, 'Done', 'FollowingUp');
    await errand(s.w, 'Late to accept', 'Open', 2);
    await errand(s.w, 'Handed back', 'HandedBack');
    await errand(s.w, 'Late to finish', 'InProgress', 11);
    const gas = await errand(s.w, 'Gas', 'InProgress');
    await s.server.db.query(`INSERT INTO report_hazards (report_id, hazards) VALUES ($1, '{gas}')`, [gas]);
    const quoted = await errand(s.w, 'Quoted', 'InProgress');
    const quote = { amount: 18000, description: 'Ny varmvattenberedare' };
    expect((await s.api.put(`/api/reports/${quoted}/quote`, quote, { token: s.plumber.token })).status).toBe(
      200,
    );
    const rated = await errand(s.w, 'Rated low', 'Closed');
    expect((await post(`/api/reports/${rated}/rating`, s.w.tenant, { score: 2 })).status).toBe(200);
    const happy = await errand(s.w, 'Rated well', 'Closed');
    expect((await post(`/api/reports/${happy}/rating`, s.w.tenant, { score: 5 })).status).toBe(200);
    // Another organisation's errands never count here.
    await errand(s.other, 'Other done', 'FollowingUp');

    const res = await get(s.w.manager);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual({
      hazard: ['Gas'],
      awaitingConfirmation: ['Done'],
      quotePending: ['Quoted'],
      unassignedLate: ['Late to accept'],
      handedBack: ['Handed back'],
      overdue: ['Late to finish'],
      lowRating: ['Rated low'],
    });
    expect(res.body.total).toBe(7);
    const awaiting = res.body.groups.find((g: { key: string }) => g.key === 'awaitingConfirmation');
    expect(awaiting).toMatchObject({
      count: 1,
      items: [{ reportId: done, status: 'FollowingUp', score: null }],
    });
    expect(res.body.groups.find((g: { key: string }) => g.key === 'lowRating').items[0].score).toBe(2);

    // Confirming the work takes it off the list.
    expect((await post(`/api/reports/${done}/transition`, s.w.manager, { status: 'Closed' })).status).toBe(
      200,
    );
    expect(titles((await get(s.w.manager)).body).awaitingConfirmation).toEqual([]);
    // Deciding the quote takes it off the list.
    const approve = { decision: 'approved' };
    expect((await post(`/api/reports/${quoted}/quote/decision`, s.w.manager, approve)).status).toBe(200);
    expect(titles((await get(s.w.manager)).body).quotePending).toEqual([]);
  });

  it('is per organisation: the other manager sees only theirs, admins all or the one they choose', async () => {
    expect(titles((await get(s.other.manager)).body).awaitingConfirmation).toEqual(['Other done']);
    expect((await get(s.other.manager)).body.total).toBe(1);
    const all = await get(s.admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    const one = await get(s.admin, `?organisationId=${s.other.org.id}`);
    expect(one.body.total).toBe(1);
    expect(titles(one.body).hazard).toEqual([]);
  });

  it('is not for tenants or contractors (403), another organisation (404) or bad input (400)', async () => {
    expect((await get(s.w.tenant)).status).toBe(403);
    expect((await get(s.plumber)).status).toBe(403);
    expect((await get(s.w.manager, `?organisationId=${s.other.org.id}`)).status).toBe(404);
    const bad = await get(s.w.manager, '?organisationId=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'organisationId' });
    expect((await get(s.w.manager, '?other=1')).status).toBe(400);
    expect((await s.api.get('/api/needs-action')).status).toBe(401);
  });
});
