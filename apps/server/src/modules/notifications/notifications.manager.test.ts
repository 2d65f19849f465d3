import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { chatter } from '../../test/chat-client';
import type { TestUser } from '../../test/factories';
import { createReportWorld, reportBody } from '../../test/report-world';
import { TestClock } from '../../test/smtp-inbox';

const clock = new TestClock();
const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    other: await createReportWorld(db),
    ...(await createUsers(db, { plumber: { role: 'Contractor', trade: 'plumber' } })),
  }),
  { jobs: { autoStart: false, now: clock.now } },
);

const run = () => s.server.app.jobs.runDue();
const kindsOf = async (user: TestUser, reportId: string) =>
  (await s.api.get('/api/notifications?pageSize=50', { token: user.token })).body.items
    .filter((n: { reportId: string }) => n.reportId === reportId)
    .map((n: { kind: string }) => n.kind)
    // Notifications written in one transaction share their time: their order is not the point.
    .sort();
/** Mails written for `user` about the errand (the outbox keeps every mail, SMTP or not). */
const mailsTo = async (user: TestUser, title: string) =>
  (
    await s.server.db.query<{ subject: string }>(
      'SELECT subject FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2 ORDER BY created_at',
      [user.email, `%${title}`],
    )
  ).map((m) => m.subject.replace(/#\d+ /, ''));

async function fileReport(title: string, extra: Record<string, unknown> = {}) {
  const res = await s.api.post('/api/reports', reportBody(s.w, { whatBroke: title, ...extra }), {
    token: s.w.tenant.token,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const post = (path: string, user: TestUser, body: unknown = {}) =>
  s.api.post(path, body, { token: user.token });

describe('the managers are told of what needs them', () => {
  it('work done: the managers and the reporter are asked to confirm, by bell and mail', async () => {
    const id = await fileReport('Diskho läcker');
    expect((await post(`/api/reports/${id}/accept`, s.plumber)).status).toBe(200);
    await run();
    expect(await kindsOf(s.w.manager, id)).toEqual(['report_new'].sort());
    expect((await post(`/api/reports/${id}/done`, s.plumber, { resolution: 'Packning bytt.' })).status).toBe(
      200,
    );
    await run();
    expect(await kindsOf(s.w.manager, id)).toEqual(['report_done', 'report_new'].sort());
    expect(await mailsTo(s.w.manager, 'Diskho läcker')).toEqual([
      'Nytt ärende: Diskho läcker',
      'Klart – väntar på bekräftelse: Diskho läcker',
    ]);
    expect(await kindsOf(s.w.tenant, id)).toEqual(['report_done', 'report_accepted'].sort());
    // Another organisation's manager hears of none of it.
    expect(await kindsOf(s.other.manager, id)).toEqual([].sort());
    // The reporter confirms: the managers hear of the closing, the reporter is not told of her own step.
    expect((await post(`/api/reports/${id}/transition`, s.w.tenant, { status: 'Closed' })).status).toBe(200);
    await run();
    expect(await kindsOf(s.w.manager, id)).toEqual(['report_closed', 'report_done', 'report_new'].sort());
    expect(await kindsOf(s.w.tenant, id)).toEqual(['report_done', 'report_accepted'].sort());
  });

  it('handed back: the managers are told, the reporter is not told of the step between them', async () => {
    const id = await fileReport('Element kallt');
    expect((await post(`/api/reports/${id}/accept`, s.plumber)).status).toBe(200);
    await run();
    const back = await post(`/api/reports/${id}/transition`, s.plumber, { status: 'Open', note: 'Fel yrke' });
    expect(back.status).toBe(200);
    await run();
    expect(await kindsOf(s.w.manager, id)).toEqual(['report_handed_back', 'report_new'].sort());
    expect(await mailsTo(s.w.manager, 'Element kallt')).toContain(
      'Lämnat tillbaka av frilansaren: Element kallt',
    );
    expect(await kindsOf(s.w.tenant, id)).toEqual(['report_accepted'].sort());
  });

  it('overdue: the managers are told once when the time to finish passes, and not of work done in time', async () => {
    const late = await fileReport('Dörr kärvar', { priority: 'Normal' });
    // A description of its own: a lamp beside the default's dripping tap reads as water on electrics.
    const met = await fileReport('Lampa trasig', {
      priority: 'Normal',
      description: 'Taklampan i hallen lyser inte.',
    });
    // Filed eleven days ago: the ten days a Normal errand has to be finished have passed.
    await s.server.db.query(`UPDATE reports SET created_at = now() - interval '11 days' WHERE id = ANY($1)`, [
      [late, met],
    ]);
    for (const id of [late, met])
      expect((await post(`/api/reports/${id}/accept`, s.plumber)).status).toBe(200);
    expect((await post(`/api/reports/${met}/done`, s.plumber, { resolution: 'Bytt.' })).status).toBe(200);
    await run();
    expect(await kindsOf(s.w.manager, late)).toEqual(['report_overdue', 'report_new'].sort());
    expect(await mailsTo(s.w.manager, 'Dörr kärvar')).toContain('Försenat: Dörr kärvar');
    expect(await kindsOf(s.w.manager, met)).toEqual(['report_done', 'report_new'].sort());
    expect(await kindsOf(s.w.tenant, late)).toEqual(['report_accepted'].sort());
    expect(await kindsOf(s.other.manager, late)).toEqual([].sort());
    // Any later change books the same deadline again: still one notification.
    await post(`/api/reports/${late}/actions`, s.w.manager, {
      note: 'Vi tittar på det.',
      visibility: 'internal',
    });
    await run();
    expect(await kindsOf(s.w.manager, late)).toEqual(['report_overdue', 'report_new'].sort());
  });

  it('a hazard the assistant recognised: told at once, even to a manager who hears of no new errands', async () => {
    await s.api.put('/api/me/notification-preferences', { newReports: 'none' }, { token: s.w.manager.token });
    const c = chatter(s.server.url, s.w.otherTenant.token);
    await c.open();
    await c.say('Det luktar gas i trapphuset');
    await c.say('Sedan en timme');
    let r = await c.say('ja');
    if (!r.report) r = await c.say('ja');
    expect(r.report).toMatchObject({ priority: 'Urgent' });
    await run();
    expect(await kindsOf(s.w.manager, r.report.id)).toEqual(['report_hazard'].sort());
    expect(await mailsTo(s.w.manager, r.report.whatBroke)).toEqual([
      `Fara rapporterad: ${r.report.whatBroke}`,
    ]);
    // A form's report is not a hazard on its own: this manager chose to hear of no new errands.
    const plain = await fileReport('Kranen droppar');
    await run();
    expect(await kindsOf(s.w.manager, plain)).toEqual([].sort());
    await s.api.put('/api/me/notification-preferences', { newReports: 'all' }, { token: s.w.manager.token });
  });
});
