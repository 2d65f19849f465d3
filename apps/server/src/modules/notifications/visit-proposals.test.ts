import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { errandInProgress as inProgress } from '../../test/errand-in-progress';
import type { TestUser } from '../../test/factories';
import { createReportWorld } from '../../test/report-world';
import { TestClock } from '../../test/smtp-inbox';
import { visitWindow } from '../../test/visit-window';

const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    ...(await createUsers(db, { plumber: { role: 'Contractor', trade: 'plumber', locale: 'en' } })),
  }),
  { jobs: { autoStart: false, now: new TestClock().now } },
);
const run = () => s.server.app.jobs.runDue();

const errandInProgress = () => inProgress(s, s.w, s.plumber);

const propose = async (id: string, user: TestUser, window: object) => {
  expect((await s.api.put(`/api/reports/${id}/times/proposal`, window, { token: user.token })).status).toBe(
    200,
  );
  await run();
};
const answer = async (id: string, accept: boolean) => {
  const res = await s.api.post(
    `/api/reports/${id}/times/proposal/answer`,
    { accept },
    { token: s.w.tenant.token },
  );
  expect(res.status).toBe(200);
  await run();
};

/** The kinds (and named times) a user was told in the app about one errand, oldest first. */
async function told(user: TestUser, reportId: string) {
  const res = await s.api.get('/api/notifications?pageSize=50', { token: user.token });
  return (res.body.items as { kind: string; reportId: string; data: { visitStartsAt?: string } }[])
    .filter((n) => n.reportId === reportId && !['report_accepted', 'market_new'].includes(n.kind))
    .map((n) => ({ kind: n.kind, at: n.data.visitStartsAt }))
    .reverse();
}

const mailsTo = (user: TestUser, kind: string) =>
  s.server.db.query<{ subject: string }>(
    'SELECT subject FROM mail_outbox WHERE kind = $1 AND to_address = $2 ORDER BY created_at',
    [kind, user.email],
  );

describe('a proposed visit time', () => {
  it('tells the reporter of the proposal and the contractor of the answer, in the app and by mail', async () => {
    const id = await errandInProgress();
    const first = visitWindow(40);
    await propose(id, s.plumber, first);
    expect(await told(s.w.tenant, id)).toEqual([{ kind: 'visit_proposed', at: first.startsAt }]);
    // Not the one who proposed it, nor the managers.
    expect(await told(s.plumber, id)).toEqual([]);
    expect((await told(s.w.manager, id)).filter((n) => n.kind.startsWith('visit_'))).toEqual([]);
    const [proposed] = await mailsTo(s.w.tenant, 'visit_proposed');
    expect(proposed!.subject).toMatch(/^Ny tid föreslagen för besöket, \d+ \S+ \d{4} \d{2}:\d{2}: #\d+ /);

    await answer(id, false);
    expect(await told(s.plumber, id)).toEqual([{ kind: 'visit_declined', at: first.startsAt }]);
    expect((await told(s.w.tenant, id)).map((n) => n.kind)).toEqual(['visit_proposed']);
    // The contractor reads English.
    const [declined] = await mailsTo(s.plumber, 'visit_declined');
    expect(declined!.subject).toMatch(/^The proposed time \d+ \w+ \d{4}, \d{2}:\d{2} did not suit: #\d+ /);

    // Confirmed, the time is the visit: the contractor hears of it as of any visit, with its invite.
    const second = visitWindow(60);
    await propose(id, s.w.manager, second);
    await answer(id, true);
    expect((await told(s.plumber, id)).map((n) => n.kind)).toEqual(['visit_declined', 'report_visit']);
    expect((await told(s.w.tenant, id)).map((n) => n.kind)).toEqual(['visit_proposed', 'visit_proposed']);
    const [visit] = await s.server.db.query<{ calendar: string | null }>(
      `SELECT calendar FROM mail_outbox WHERE kind = 'report_visit' AND to_address = $1`,
      [s.plumber.email],
    );
    expect(visit!.calendar).toContain('BEGIN:VCALENDAR');
  });

  it('follows the preferences: mail turned off, told in the app only; offered as a setting to those concerned', async () => {
    const prefs = (u: TestUser) => s.api.get('/api/me/notification-preferences', { token: u.token });
    expect((await prefs(s.w.tenant)).body.kinds).toContain('visit_proposed');
    expect((await prefs(s.w.tenant)).body.kinds).not.toContain('visit_declined');
    expect((await prefs(s.plumber)).body.kinds).toContain('visit_declined');
    expect((await prefs(s.plumber)).body.kinds).not.toContain('visit_proposed');
    const off = await s.api.put(
      '/api/me/notification-preferences',
      { mail: { visit_proposed: false } },
      { token: s.w.tenant.token },
    );
    expect(off.body.mail.visit_proposed).toBe(false);

    const id = await errandInProgress();
    const before = (await mailsTo(s.w.tenant, 'visit_proposed')).length;
    const window = visitWindow(45);
    await propose(id, s.plumber, window);
    expect(await told(s.w.tenant, id)).toEqual([{ kind: 'visit_proposed', at: window.startsAt }]);
    expect(await mailsTo(s.w.tenant, 'visit_proposed')).toHaveLength(before);
  });

  it('is on the timeline as proposed and declined, the window with it', async () => {
    const id = await errandInProgress();
    const window = visitWindow(50);
    await propose(id, s.plumber, window);
    await answer(id, false);
    const { actions } = (await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token })).body;
    expect(actions.slice(-2)).toMatchObject([
      { kind: 'time_proposed', actorId: s.plumber.id, visit: window },
      { kind: 'time_declined', actorId: s.w.tenant.id, visit: window },
    ]);
  });
});
