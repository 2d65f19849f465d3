import { describe, expect, it } from 'vitest';
import { apiSuite, ids, twoReportWorlds } from '../../test/api-suite';
import { reportBody } from '../../test/report-world';

const s = apiSuite(twoReportWorlds);

const HOUR = 60;
const DAY = 24 * HOUR;
const defaults = [
  { priority: 'Urgent', acceptMinutes: HOUR, finishMinutes: DAY },
  { priority: 'High', acceptMinutes: 4 * HOUR, finishMinutes: 3 * DAY },
  { priority: 'Normal', acceptMinutes: DAY, finishMinutes: 10 * DAY },
  { priority: 'Low', acceptMinutes: 3 * DAY, finishMinutes: 30 * DAY },
];
const path = (orgId: string) => `/api/organisations/${orgId}/deadlines`;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60000;

async function fileReport(extra: Record<string, unknown> = {}) {
  const res = await s.api.post('/api/reports', reportBody(s.w, extra), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body as { id: string; created: string; acceptDueAt: string; finishDueAt: string };
}

/** The controlled clock: the report was filed `minutes` ago (the due times follow created_at). */
async function fileAgo(minutes: number, extra: Record<string, unknown> = {}) {
  const { id } = await fileReport(extra);
  await s.server.db.query(`UPDATE reports SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
    id,
    minutes,
  ]);
  return id;
}

describe('deadline targets', () => {
  it('answer the defaults to the organisation’s manager and to admins', async () => {
    const res = await s.api.get(path(s.other.org.id), { token: s.other.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.targets).toEqual(defaults);
    expect((await s.api.get(path(s.other.org.id), { token: s.admin.token })).body.targets).toEqual(defaults);
  });

  it('are set by the manager, all four at once, and answered back', async () => {
    const targets = defaults.map((t) =>
      t.priority === 'Urgent' ? { ...t, acceptMinutes: 30, finishMinutes: 12 * HOUR } : t,
    );
    const res = await s.api.put(path(s.w.org.id), { targets }, { token: s.w.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.targets[0]).toEqual({ priority: 'Urgent', acceptMinutes: 30, finishMinutes: 12 * HOUR });
    // Only its own organisation changed.
    expect((await s.api.get(path(s.other.org.id), { token: s.admin.token })).body.targets).toEqual(defaults);
    const report = await fileReport({ priority: 'Urgent' });
    expect(minutesBetween(report.created, report.acceptDueAt)).toBe(30);
    expect(minutesBetween(report.created, report.finishDueAt)).toBe(12 * HOUR);
  });

  it('refuse bad input with field details', async () => {
    const token = s.w.manager.token;
    const bad = [
      { targets: defaults.slice(1) },
      { targets: defaults.map((t) => ({ ...t, priority: 'High' })) },
      { targets: defaults.map((t) => ({ ...t, acceptMinutes: 0 })) },
      { targets: defaults.map((t) => ({ ...t, acceptMinutes: t.finishMinutes + 1 })) },
      { targets: defaults.map((t) => ({ ...t, finishMinutes: 1.5 })) },
      { targets: defaults, extra: true },
    ];
    for (const body of bad) {
      const res = await s.api.put(path(s.w.org.id), body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('are not for tenants (403), contractors or other organisations (404)', async () => {
    const body = { targets: defaults };
    expect((await s.api.get(path(s.w.org.id), { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.put(path(s.w.org.id), body, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.get(path(s.w.org.id), { token: s.plumber.token })).status).toBe(404);
    expect((await s.api.get(path(s.w.org.id), { token: s.other.manager.token })).status).toBe(404);
    expect((await s.api.put(path(s.w.org.id), body, { token: s.other.manager.token })).status).toBe(404);
    expect((await s.api.get(path(s.w.org.id))).status).toBe(401);
  });
});

describe('due times on errands', () => {
  it('are fixed when filed and follow a change of priority', async () => {
    const report = await fileReport({ priority: 'Low' });
    expect(minutesBetween(report.created, report.acceptDueAt)).toBe(3 * DAY);
    expect(minutesBetween(report.created, report.finishDueAt)).toBe(30 * DAY);
    const res = await s.api.put(
      `/api/reports/${report.id}`,
      { priority: 'High' },
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(200);
    expect(minutesBetween(report.created, res.body.acceptDueAt)).toBe(4 * HOUR);
    expect(minutesBetween(report.created, res.body.finishDueAt)).toBe(3 * DAY);
  });

  it('mark an Open errand overdue past its accept time, and stop counting acceptance once accepted', async () => {
    const late = await fileAgo(2 * DAY, { priority: 'Normal' });
    const fresh = await fileAgo(HOUR, { priority: 'Normal' });
    const token = s.w.manager.token;
    expect((await s.api.get(`/api/reports/${late}`, { token })).body.overdue).toBe(true);
    expect((await s.api.get(`/api/reports/${fresh}`, { token })).body.overdue).toBe(false);
    const accepted = await s.api.post(`/api/reports/${late}/accept`, undefined, { token: s.plumber.token });
    expect(accepted.body).toMatchObject({ status: 'InProgress', overdue: false, acceptDueAt: null });
    expect(accepted.body.finishDueAt).toBeTruthy();
  });

  it('mark an errand in progress overdue past its finish time, and never a closed one', async () => {
    const id = await fileAgo(11 * DAY, { priority: 'Normal' });
    const { token } = s.w.manager;
    await s.api.post(`/api/reports/${id}/accept`, { contractorId: s.plumber.contractorId }, { token });
    expect((await s.api.get(`/api/reports/${id}`, { token })).body.overdue).toBe(true);
    const closed = await s.api.post(`/api/reports/${id}/transition`, { status: 'Closed' }, { token });
    expect(closed.body.overdue).toBe(false);
  });
});

describe('lists and dashboards', () => {
  it('filter overdue errands, sort by due time and count them', async () => {
    const { token } = s.other.manager;
    const file = async (minutesAgo: number, priority: string) => {
      const res = await s.api.post('/api/reports', reportBody(s.other, { priority }), {
        token: s.other.tenant.token,
      });
      await s.server.db.query(
        `UPDATE reports SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [res.body.id, minutesAgo],
      );
      return res.body.id as string;
    };
    const urgentLate = await file(2 * HOUR, 'Urgent'); // due 1 h after filing: an hour late
    const lowLate = await file(4 * DAY, 'Low'); // due 3 days after filing: a day late
    const normalOnTime = await file(HOUR, 'Normal'); // due in 23 hours
    const overdue = await s.api.get('/api/reports?overdue=true&sort=due', { token });
    expect(overdue.status).toBe(200);
    expect(ids(overdue)).toEqual([lowLate, urgentLate]);
    expect(overdue.body.items.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    expect(ids(await s.api.get('/api/reports?overdue=false', { token }))).toEqual([normalOnTime]);
    expect(ids(await s.api.get('/api/reports?sort=-due', { token }))).toEqual([
      normalOnTime,
      urgentLate,
      lowLate,
    ]);
    const dashboard = await s.api.get('/api/dashboard', { token });
    expect(dashboard.body.overdue).toBe(2);
    // Another organisation's manager counts none of them.
    expect(
      (await s.api.get('/api/reports?overdue=true', { token: s.w.manager.token })).body.items,
    ).not.toContain(expect.objectContaining({ id: lowLate }));
    expect((await s.api.get('/api/reports?overdue=maybe', { token })).status).toBe(400);
  });
});
