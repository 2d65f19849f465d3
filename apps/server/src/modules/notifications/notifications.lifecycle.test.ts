import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createReportWorld, reportBody } from '../../test/report-world';
import { listeningInbox, TestClock } from '../../test/smtp-inbox';

const smtp = listeningInbox();
const clock = new TestClock();

const s = apiSuite(
  async (db) => {
    const w = await createReportWorld(db);
    const people = await createUsers(db, {
      plumber: { role: 'Contractor', trade: 'plumber', name: 'Rör-Pelle AB', locale: 'en' },
      electrician: { role: 'Contractor', trade: 'electrician' },
    });
    await db.query(`UPDATE contractors SET phone = '070-123 45 67' WHERE id = $1`, [
      people.plumber.contractorId,
    ]);
    return { w, ...people };
  },
  // Asked when the server starts, once the inbox listens. The worker is driven by the test: each
  // step runs what is due, then the inbox is read.
  () => ({ env: { SMTP_URL: smtp.url }, jobs: { autoStart: false, now: clock.now } }),
);

const run = () => s.server.app.jobs.runDue();
// Subjects lead with the errand's number ("#3 Kranen droppar"); the first test checks it, the rest read past it.
const mails = () => smtp.mails.map((m) => `${m.to.join(',')} ${m.subject.replace(/#\d+ /, '')}`);

describe('notifications over a whole errand', () => {
  let id: string;

  it('tells the managers and the trade of a new High errand, not the reporter herself', async () => {
    const res = await s.api.post('/api/reports', reportBody(s.w, { priority: 'High' }), {
      token: s.w.tenant.token,
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    await run();
    const number = (await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token })).body.number;
    expect(smtp.mails.map((m) => m.subject)).toContain(`Nytt ärende: #${number} Kranen droppar`);
    expect(mails().sort()).toEqual(
      [
        `${s.w.manager.email} Nytt ärende: Kranen droppar`,
        `${s.plumber.email} New errand in your trade: Kranen droppar`,
      ].sort(),
    );
    // The marketplace notification carries nothing of the reporter: only what the market list shows.
    const list = await s.api.get('/api/notifications', { token: s.plumber.token });
    expect(list.body.unread).toBe(1);
    expect(list.body.items[0]).toMatchObject({ kind: 'market_new', reportId: id });
    expect(Object.keys(list.body.items[0].data).sort()).toEqual(['priority', 'title', 'trade']);
    expect((await s.api.get('/api/notifications', { token: s.electrician.token })).body.total).toBe(0);
    expect((await s.api.get('/api/notifications', { token: s.w.tenant.token })).body.total).toBe(0);
  });

  it('tells the reporter who accepted, with the company and its phone', async () => {
    smtp.clear();
    expect((await s.api.post(`/api/reports/${id}/accept`, {}, { token: s.plumber.token })).status).toBe(200);
    await run();
    expect(mails()).toEqual([`${s.w.tenant.email} Accepterat av Rör-Pelle AB: Kranen droppar`]);
    expect(smtp.mails[0]!.body).toContain('Telefon: 070-123 45 67');
    expect(smtp.mails[0]!.body).toContain(`/panel/errands/${id}`);
    expect(smtp.mails[0]!.body).toMatch(/\/auth\/unsubscribe\?token=[\w.-]+/);
  });

  it('asks reporter and managers to confirm done work, tells the reporter of messages and both of the closing', async () => {
    smtp.clear();
    const move = (status: string, note?: string) =>
      s.api.post(`/api/reports/${id}/transition`, { status, note }, { token: s.plumber.token });
    expect((await move('FollowingUp', 'Packningen bytt.')).status).toBe(200);
    await run();
    const note = async (text: string, visibility: 'message' | 'internal') => {
      const res = await s.api.post(
        `/api/reports/${id}/actions`,
        { note: text, visibility },
        { token: s.plumber.token },
      );
      expect(res.status).toBeLessThan(300);
      await run();
    };
    await note('Kommer på tisdag.', 'message');
    // An internal note is for staff and the contractor: the reporter is not told of it at all.
    await note('Fakturera föreningen.', 'internal');
    expect(smtp.mails).toHaveLength(3);
    expect((await move('Closed')).status).toBe(200);
    await run();
    expect(mails().slice(0, 2).sort()).toEqual(
      [
        `${s.w.manager.email} Klart – väntar på bekräftelse: Kranen droppar`,
        `${s.w.tenant.email} Klart – väntar på bekräftelse: Kranen droppar`,
      ].sort(),
    );
    expect(mails()[2]).toEqual(`${s.w.tenant.email} Nytt meddelande: Kranen droppar`);
    expect(mails().slice(3).sort()).toEqual(
      [`${s.w.manager.email} Stängt: Kranen droppar`, `${s.w.tenant.email} Stängt: Kranen droppar`].sort(),
    );
    // Running the queue again sends nothing twice.
    await run();
    expect(smtp.mails).toHaveLength(5);
  });

  it('lists the reporter’s notifications newest first and marks one and all read', async () => {
    const list = await s.api.get('/api/notifications', { token: s.w.tenant.token });
    expect(list.body.items.map((n: { kind: string }) => n.kind)).toEqual([
      'report_closed',
      'report_message',
      'report_done',
      'report_accepted',
    ]);
    expect(list.body.unread).toBe(4);
    const one = await s.api.post(
      `/api/notifications/${list.body.items[0].id}/read`,
      {},
      { token: s.w.tenant.token },
    );
    expect(one.body).toEqual({ unread: 3 });
    // Someone else's notification does not exist for the caller.
    const other = await s.api.post(
      `/api/notifications/${list.body.items[1].id}/read`,
      {},
      { token: s.plumber.token },
    );
    expect(other.status).toBe(404);
    expect((await s.api.post('/api/notifications/read-all', {}, { token: s.w.tenant.token })).body).toEqual({
      unread: 0,
    });
    expect((await s.api.get('/api/notifications')).status).toBe(401);
  });
});
