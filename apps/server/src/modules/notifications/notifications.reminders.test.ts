import { describe, expect, it } from 'vitest';
import { apiSuite, twoReportWorlds } from '../../test/api-suite';
import { reportBody } from '../../test/report-world';
import { TestClock } from '../../test/smtp-inbox';

const clock = new TestClock();
const s = apiSuite(twoReportWorlds, { jobs: { autoStart: false, now: clock.now } });
const path = (orgId: string) => `/api/organisations/${orgId}/reminders`;

describe('reminder settings of an organisation', () => {
  it('start at 60 minutes for Urgent and 24 hours otherwise', async () => {
    const res = await s.api.get(path(s.w.org.id), { token: s.w.manager.token });
    expect(res.body).toEqual({ urgentMinutes: 60, otherMinutes: 1440 });
  });

  it('are changed by the organisation’s managers and admins, hidden from other organisations', async () => {
    const body = { urgentMinutes: 15, otherMinutes: 120 };
    expect((await s.api.put(path(s.w.org.id), body, { token: s.w.manager.token })).body).toEqual(body);
    expect((await s.api.put(path(s.other.org.id), body, { token: s.admin.token })).status).toBe(200);
    expect((await s.api.get(path(s.other.org.id), { token: s.w.manager.token })).status).toBe(404);
    expect((await s.api.put(path(s.other.org.id), body, { token: s.w.manager.token })).status).toBe(404);
    expect((await s.api.get(path(s.w.org.id), { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.get(path(s.w.org.id), { token: s.plumber.token })).status).toBe(404);
    expect(
      (
        await s.api.put(
          path(s.w.org.id),
          { urgentMinutes: 0, otherMinutes: 120 },
          { token: s.w.manager.token },
        )
      ).status,
    ).toBe(400);
    expect((await s.api.get(path(s.w.org.id))).status).toBe(401);
  });

  it('decide when the managers are reminded', async () => {
    // A job finished long ago is forgotten by the worker's hourly clean-up.
    await s.server.db.query(
      `INSERT INTO jobs (kind, dedupe_key, done_at) VALUES ('mail', 'long-done', now() - interval '40 days')`,
    );
    const res = await s.api.post('/api/reports', reportBody(s.w, { priority: 'Urgent' }), {
      token: s.w.tenant.token,
    });
    await s.server.app.jobs.runDue();
    const reminders = async () =>
      (await s.api.get('/api/notifications', { token: s.w.manager.token })).body.items.filter(
        (n: { kind: string; reportId: string }) =>
          n.kind === 'report_unaccepted' && n.reportId === res.body.id,
      ).length;
    expect(await s.server.db.query(`SELECT 1 FROM jobs WHERE dedupe_key = 'long-done'`)).toEqual([]);
    clock.advance(14 * 60_000);
    await s.server.app.jobs.runDue();
    expect(await reminders()).toBe(0);
    clock.advance(2 * 60_000);
    await s.server.app.jobs.runDue();
    expect(await reminders()).toBe(1);
  });
});
