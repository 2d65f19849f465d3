import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createReportWorld, reportBody } from '../../test/report-world';
import { listeningInbox, TestClock } from '../../test/smtp-inbox';

const smtp = listeningInbox();
const clock = new TestClock();

const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    ...(await createUsers(db, {
      plumber: { role: 'Contractor', trade: 'plumber' },
      admin: { role: 'Admin' },
    })),
  }),
  () => ({ env: { SMTP_URL: smtp.url }, jobs: { autoStart: false, now: clock.now } }),
);

const MINUTE = 60_000;
const run = () => s.server.app.jobs.runDue();
// Read past the errand number that leads each title (checked in the lifecycle test).
const subjects = (to: string) => smtp.to(to).map((m) => m.subject.replace(/#\d+ /, ''));
const file = async (priority: string) => {
  const res = await s.api.post('/api/reports', reportBody(s.w, { priority, whatBroke: `Fel ${priority}` }), {
    token: s.w.tenant.token,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('durable delivery', () => {
  it('keeps mails while SMTP is down and sends each once when it is back', async () => {
    await smtp.stop();
    const high = await file('High');
    await run();
    expect(smtp.mails).toHaveLength(0);
    const [failing] = await s.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail' AND done_at IS NULL AND last_error IS NOT NULL`,
    );
    expect(failing!.n).toBe(2);
    const status = await s.api.get('/api/admin/queue', { token: s.admin.token });
    expect(status.status).toBe(200);
    expect(status.body.retrying).toBeGreaterThanOrEqual(2);

    await smtp.start();
    // Not before the backoff has passed…
    await run();
    expect(smtp.mails).toHaveLength(0);
    clock.advance(MINUTE);
    await run();
    expect(subjects(s.w.manager.email)).toEqual(['Nytt ärende: Fel High']);
    expect(subjects(s.plumber.email)).toEqual(['Nytt ärende inom din bransch: Fel High']);
    // …and never again.
    clock.advance(60 * MINUTE);
    await run();
    expect(smtp.mails).toHaveLength(2);
    // Taken, so no reminder comes for it later.
    expect((await s.api.post(`/api/reports/${high}/accept`, {}, { token: s.plumber.token })).status).toBe(
      200,
    );
    await run();
    smtp.clear();
  });

  it('reminds the managers of an Urgent errand nobody accepted within the hour, once', async () => {
    const forgotten = await file('Urgent');
    const taken = await file('Urgent');
    await run();
    expect((await s.api.post(`/api/reports/${taken}/accept`, {}, { token: s.plumber.token })).status).toBe(
      200,
    );
    await run();
    smtp.clear();
    clock.advance(59 * MINUTE);
    await run();
    expect(subjects(s.w.manager.email)).toEqual([]);
    clock.advance(2 * MINUTE);
    await run();
    expect(subjects(s.w.manager.email)).toEqual(['Fortfarande inte accepterat: Fel Urgent']);
    const list = await s.api.get('/api/notifications', { token: s.w.manager.token });
    expect(list.body.items[0]).toMatchObject({ kind: 'report_unaccepted', reportId: forgotten });
    clock.advance(24 * 60 * MINUTE);
    await run();
    const reminders = subjects(s.w.manager.email).filter((x) => x.startsWith('Fortfarande'));
    expect(reminders).toHaveLength(1);
    // A day on, the day both had to be finished in has passed too: each is told once as late.
    expect(subjects(s.w.manager.email).filter((x) => !x.startsWith('Fortfarande'))).toEqual([
      'Försenat: Fel Urgent',
      'Försenat: Fel Urgent',
    ]);
    smtp.clear();
  });

  it('gathers Normal errands for a contractor into one digest an hour, and reminds after 24 hours', async () => {
    const first = await file('Normal');
    await file('Low');
    await run();
    // The manager hears at once; the plumber sees both in the app but gets no mail yet.
    expect(subjects(s.w.manager.email).sort()).toEqual(['Nytt ärende: Fel Low', 'Nytt ärende: Fel Normal']);
    expect(subjects(s.plumber.email)).toEqual([]);
    const inApp = await s.api.get('/api/notifications', { token: s.plumber.token });
    expect(inApp.body.items.slice(0, 2).map((n: { kind: string }) => n.kind)).toEqual([
      'market_new',
      'market_new',
    ]);
    clock.advance(61 * MINUTE);
    await run();
    expect(subjects(s.plumber.email)).toEqual(['2 nya ärenden inom din bransch']);
    expect(smtp.to(s.plumber.email)[0]!.body).toContain(`/contractor/errands/${first}`);
    // The reminder for Normal errands waits for the organisation's 24 hours.
    expect(subjects(s.w.manager.email).filter((x) => x.startsWith('Fortfarande'))).toEqual([]);
    clock.advance(23 * 60 * MINUTE);
    await run();
    expect(
      subjects(s.w.manager.email)
        .filter((x) => x.startsWith('Fortfarande'))
        .sort(),
    ).toEqual(['Fortfarande inte accepterat: Fel Low', 'Fortfarande inte accepterat: Fel Normal']);
    expect(subjects(s.plumber.email)).toHaveLength(1);
  });

  it('shows the queue to admins only', async () => {
    expect((await s.api.get('/api/admin/queue', { token: s.w.manager.token })).status).toBe(403);
    expect((await s.api.get('/api/admin/queue')).status).toBe(401);
  });
});
