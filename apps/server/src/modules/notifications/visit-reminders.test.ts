import { describe, expect, it } from 'vitest';
import { apiSuite, tradeUsers } from '../../test/api-suite';
import { errandInProgress as inProgress } from '../../test/errand-in-progress';
import type { TestUser } from '../../test/factories';
import { parseIcs } from '../../test/ics';
import { createReportWorld } from '../../test/report-world';
import { TestClock } from '../../test/smtp-inbox';
import { visitWindow } from '../../test/visit-window';

const HOUR = 3_600_000;
const clock = new TestClock();
const s = apiSuite(async (db) => ({ w: await createReportWorld(db), ...(await tradeUsers(db)) }), {
  jobs: { autoStart: false, now: clock.now },
});

/** An errand the plumber has accepted (InProgress), its notifications told. */
const errandInProgress = () => inProgress(s, s.w, s.plumber);

const plan = async (id: string, body: unknown) => {
  const res = await s.api.put(`/api/reports/${id}/visit`, body, { token: s.plumber.token });
  expect(res.status).toBe(200);
  await s.server.app.jobs.runDue();
};

/** The visit reminders a user has of one errand: the start each names. */
async function reminders(user: TestUser, reportId: string): Promise<string[]> {
  const res = await s.api.get('/api/notifications?pageSize=50', { token: user.token });
  return res.body.items
    .filter((n: { kind: string; reportId: string }) => n.kind === 'visit_reminder' && n.reportId === reportId)
    .map((n: { data: { visitStartsAt: string } }) => n.data.visitStartsAt)
    .sort();
}

/** Moves the workers' clock to `hours` after the real now (never back) and works what is due. */
async function at(hours: number) {
  const target = Date.now() + hours * HOUR;
  clock.advance(Math.max(0, target - clock.now().getTime()));
  // Two workers at once, as two instances would: each reminder is still told once.
  await Promise.all([s.server.app.jobs.runDue(), s.server.app.jobs.runDue()]);
}

describe('visit reminders', () => {
  it('reach the reporter and the contractor 24 hours and 1 hour before, once; a moved visit at its new time', async () => {
    const id = await errandInProgress();
    const first = visitWindow(30);
    await plan(id, first);
    await at(5);
    expect(await reminders(s.w.tenant, id)).toEqual([]);
    await at(6.1);
    expect(await reminders(s.w.tenant, id)).toEqual([first.startsAt]);
    expect(await reminders(s.plumber, id)).toEqual([first.startsAt]);
    // Others who see the errand are not reminded.
    expect(await reminders(s.w.manager, id)).toEqual([]);

    const second = visitWindow(50);
    await plan(id, second);
    // The first time's 1-hour reminder is not sent; the new time's 24-hour one is, once.
    await at(29.1);
    await at(29.2);
    expect(await reminders(s.w.tenant, id)).toEqual([first.startsAt, second.startsAt]);
    await at(49.1);
    await at(49.5);
    expect(await reminders(s.w.tenant, id)).toEqual([first.startsAt, second.startsAt, second.startsAt]);
    expect(await reminders(s.plumber, id)).toEqual([first.startsAt, second.startsAt, second.startsAt]);

    // Each reminder also went out by mail, with the visit's time in Swedish time.
    const mails = await s.server.db.query<{ subject: string; calendar: string }>(
      `SELECT subject, calendar FROM mail_outbox WHERE kind = 'visit_reminder' AND to_address = $1 ORDER BY created_at`,
      [s.w.tenant.email],
    );
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toMatch(/^Påminnelse: besök \d+ \S+ \d{4} \d{2}:\d{2}: #\d+ /);
    // With the visit's invite as it stands, for a calendar that missed the move.
    expect(parseIcs(mails[2]!.calendar).events[0]).toMatchObject({ start: second.startsAt, sequence: 1 });
  });

  it('are not sent after the visit is cancelled', async () => {
    const id = await errandInProgress();
    // Further ahead than the clock of the first test has come.
    await plan(id, visitWindow(80));
    expect((await s.api.del(`/api/reports/${id}/visit`, { token: s.plumber.token })).status).toBe(200);
    await at(79.5);
    expect(await reminders(s.w.tenant, id)).toEqual([]);
    expect(await reminders(s.plumber, id)).toEqual([]);
    const [left] = await s.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'visit_reminder' AND done_at IS NULL`,
    );
    expect(left!.n).toBe(0);
  });

  it('are left out when the visit is sooner than the reminder', async () => {
    const id = await errandInProgress();
    const soon = visitWindow(2 + clockHoursAhead());
    await plan(id, soon);
    const jobs = await s.server.db.query<{ payload: { hoursBefore: number } }>(
      `SELECT payload FROM jobs WHERE kind = 'visit_reminder' AND payload->>'reportId' = $1`,
      [id],
    );
    expect(jobs.map((j) => j.payload.hoursBefore)).toEqual([1]);
  });
});

/** How far ahead of the real now the workers' clock runs, in hours. */
function clockHoursAhead(): number {
  return (clock.now().getTime() - Date.now()) / HOUR;
}
