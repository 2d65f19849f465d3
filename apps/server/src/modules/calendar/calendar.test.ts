import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { apiSuite, tradeUsers } from '../../test/api-suite';
import type { TestUser } from '../../test/factories';
import { parseIcs } from '../../test/ics';
import { createReportWorld, reportBody } from '../../test/report-world';
import { listeningInbox } from '../../test/smtp-inbox';
import { visitWindow } from '../../test/visit-window';

/** Two organisations (the first's property on Kungsgatan 12) and the plumbing trade's people. */
const world = async (db: Db) => ({
  w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
  other: await createReportWorld(db),
  ...(await tradeUsers(db)),
});
const smtp = listeningInbox();
const s = apiSuite(world, () => ({ env: { SMTP_URL: smtp.url }, jobs: { autoStart: false } }));

async function errandInProgress(): Promise<string> {
  const res = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
  await s.api.post(`/api/reports/${res.body.id}/accept`, undefined, { token: s.plumber.token });
  await s.server.app.jobs.runDue();
  return res.body.id;
}

const plan = async (id: string, body: unknown, by: TestUser) => {
  expect((await s.api.put(`/api/reports/${id}/visit`, body, { token: by.token })).status).toBe(200);
  await s.server.app.jobs.runDue();
};

/** The calendar invites mailed to `user` about visits, oldest first, as a calendar library reads them. */
async function invites(user: TestUser) {
  const rows = await s.server.db.query<{ calendar: string }>(
    `SELECT calendar FROM mail_outbox WHERE to_address = $1 AND calendar IS NOT NULL ORDER BY created_at`,
    [user.email],
  );
  return rows.map((r) => parseIcs(r.calendar));
}

/** The feed at `url`, fetched as a calendar program does: no session, the address is the key. */
async function feed(url: string) {
  const res = await fetch(url.replace(/^https?:\/\/[^/]+/, s.server.url));
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('visit invites in mails', () => {
  it('carry one UID per visit, a higher SEQUENCE on each move and METHOD:CANCEL on cancel', async () => {
    const id = await errandInProgress();
    const first = visitWindow(30);
    await plan(id, first, s.plumber);
    const second = visitWindow(40);
    // Staff move it on the contractor's behalf: the contractor is told too, with the invite.
    await plan(id, second, s.w.manager);
    expect((await s.api.del(`/api/reports/${id}/visit`, { token: s.plumber.token })).status).toBe(200);
    await s.server.app.jobs.runDue();

    const tenant = await invites(s.w.tenant);
    expect(tenant.map((c) => c.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    const events = tenant.map((c) => c.events[0]!);
    expect(new Set(events.map((e) => e.uid)).size).toBe(1);
    expect(events[0]!.uid).toBe(`visit-${id}@${new URL(s.server.deps.config.publicUrl).host}`);
    expect(events.map((e) => e.sequence)).toEqual([0, 1, 2]);
    expect(events.map((e) => [e.start, e.end])).toEqual([
      [first.startsAt, first.endsAt],
      [second.startsAt, second.endsAt],
      [second.startsAt, second.endsAt],
    ]);
    expect(events[0]!.summary).toMatch(/^Besök: #\d+ /);
    expect(events[0]!.location).toContain('Kungsgatan 12');
    expect(events[2]!.status).toBe('CANCELLED');
    // The contractor was told of the manager's move only (not of their own plan or cancel).
    const plumber = await invites(s.plumber);
    expect(plumber.map((c) => [c.method, c.events[0]!.sequence])).toEqual([['REQUEST', 1]]);

    // Delivered by SMTP as the calendar part mail programs offer to add.
    await s.server.app.jobs.runDue();
    const mailed = smtp.to(s.w.tenant.email).filter((m) => m.body.includes('text/calendar'));
    expect(mailed).toHaveLength(3);
    // (The inbox undoes quoted-printable over the whole source, so only REQUEST reads back whole.)
    expect(mailed.filter((m) => /text\/calendar; charset=utf-8; method=REQUEST/.test(m.body))).toHaveLength(
      2,
    );
  });
});

describe('calendar feeds', () => {
  const me = (user: TestUser) => ({ token: user.token });

  it('give contractors and managers a private, renewable and revocable address of their visits', async () => {
    const id = await errandInProgress();
    const when = visitWindow(50);
    await plan(id, when, s.plumber);

    expect((await s.api.get('/api/me/calendar-feed', me(s.plumber))).body).toEqual({
      available: true,
      created: null,
    });
    const made = await s.api.post('/api/me/calendar-feed', undefined, me(s.plumber));
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await s.api.get('/api/me/calendar-feed', me(s.plumber))).body.created).toBe(made.body.created);
    // The token is kept only as its hash.
    const [stored] = await s.server.db.query<{ tokenHash: string }>(
      'SELECT token_hash FROM calendar_feeds WHERE user_id = $1',
      [s.plumber.id],
    );
    expect(made.body.url).not.toContain(stored!.tokenHash);

    const got = await feed(made.body.url);
    expect(got.status).toBe(200);
    expect(got.type).toMatch(/^text\/calendar/);
    const cal = parseIcs(got.text);
    expect(cal.method).toBe('PUBLISH');
    const mine = cal.events.find((e) => e.uid.startsWith(`visit-${id}@`));
    expect(mine).toMatchObject({ start: when.startsAt, end: when.endsAt, sequence: 0 });

    // A move shows at once, as a new version of the same event.
    const later = visitWindow(60);
    await plan(id, later, s.plumber);
    const moved = parseIcs((await feed(made.body.url)).text).events.find((e) => e.uid === mine!.uid);
    expect(moved).toMatchObject({ start: later.startsAt, sequence: 1 });

    // The organisation's manager sees it; another organisation's manager and the rival plumber do not.
    const visitsOf = async (user: TestUser) => {
      const url = (await s.api.post('/api/me/calendar-feed', undefined, me(user))).body.url as string;
      return parseIcs((await feed(url)).text).events.map((e) => e.uid);
    };
    expect(await visitsOf(s.w.manager)).toContain(mine!.uid);
    expect(await visitsOf(s.other.manager)).not.toContain(mine!.uid);
    expect(await visitsOf(s.plumber2)).not.toContain(mine!.uid);

    // Renewing ends the old address; revoking ends the new one.
    const renewed = await s.api.post('/api/me/calendar-feed', undefined, me(s.plumber));
    expect((await feed(made.body.url)).status).toBe(404);
    expect((await feed(renewed.body.url)).status).toBe(200);
    expect((await s.api.del('/api/me/calendar-feed', me(s.plumber))).status).toBe(200);
    expect((await feed(renewed.body.url)).status).toBe(404);
    expect((await s.api.get('/api/me/calendar-feed', me(s.plumber))).body.created).toBeNull();
  });

  it('are not for reporters, need a session to manage, and refuse a malformed address', async () => {
    expect((await s.api.get('/api/me/calendar-feed', me(s.w.tenant))).body).toEqual({
      available: false,
      created: null,
    });
    expect((await s.api.post('/api/me/calendar-feed', undefined, me(s.w.tenant))).status).toBe(403);
    expect((await s.api.del('/api/me/calendar-feed', me(s.w.tenant))).status).toBe(403);
    expect((await s.api.get('/api/me/calendar-feed')).status).toBe(401);
    expect((await s.api.post('/api/me/calendar-feed')).status).toBe(401);
    expect((await feed(`${s.server.url}/api/calendar/short.ics`)).status).toBe(400);
    expect((await feed(`${s.server.url}/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });
});
