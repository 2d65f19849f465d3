import { afterAll, describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { connectHub, sleep, type TestHubClient } from '../../test/hub-kit';
import { createReportWorld, reportBody } from '../../test/report-world';
import { listeningInbox } from '../../test/smtp-inbox';

const smtp = listeningInbox();

const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    ...(await createUsers(db, {
      plumber: { role: 'Contractor', trade: 'plumber', locale: 'en' },
      admin: { role: 'Admin' },
    })),
  }),
  () => ({ env: { SMTP_URL: smtp.url }, jobs: { autoStart: false } }),
);

const run = () => s.server.app.jobs.runDue();
const file = async (priority = 'High') => {
  const res = await s.api.post('/api/reports', reportBody(s.w, { priority }), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  await run();
  return res.body.id as string;
};
const tokenIn = (body: string) => body.match(/\/auth\/unsubscribe\?token=([\w.-]+)/)![1]!;

describe('unsubscribe links', () => {
  let token: string;

  it('turn off that one kind of mail without signing in', async () => {
    await file();
    token = tokenIn(smtp.to(s.w.manager.email)[0]!.body);
    const before = await s.api.get(`/api/unsubscribe?token=${token}`);
    expect(before.body).toEqual({ kind: 'report_new', mail: true });
    const res = await s.api.post(`/api/unsubscribe?token=${token}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'report_new', mail: false });
    const prefs = await s.api.get('/api/me/notification-preferences', { token: s.w.manager.token });
    expect(prefs.body.mail).toMatchObject({
      report_new: false,
      report_closed: true,
      report_unaccepted: true,
    });
    // The next errand shows in the app but sends the manager no mail.
    smtp.clear();
    await file();
    expect(smtp.to(s.w.manager.email)).toHaveLength(0);
    expect(smtp.to(s.plumber.email)).toHaveLength(1);
    const list = await s.api.get('/api/notifications', { token: s.w.manager.token });
    expect(list.body.total).toBe(2);
  });

  it('answer one-click posts from mail programs (RFC 8058) as well', async () => {
    const plumberToken = tokenIn(smtp.to(s.plumber.email)[0]!.body);
    const res = await fetch(`${s.server.url}/api/unsubscribe?token=${plumberToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'market_new', mail: false });
  });

  it('cannot be forged or altered', async () => {
    const [userId, kind, sig] = token.split('.');
    const forged = [
      `${s.w.tenant.id}.${kind}.${sig}`, // another user, same signature
      `${userId}.report_closed.${sig}`, // another kind
      `${userId}.${kind}.${sig!.slice(0, -2)}AA`,
      `${userId}.${kind}`,
      'nonsense',
    ];
    for (const t of forged) {
      const res = await s.api.post(`/api/unsubscribe?token=${encodeURIComponent(t)}`, {});
      expect(res.status, t).toBe(400);
      expect(res.body.error.message).toMatch(/not valid|inte giltig/);
    }
    expect((await s.api.get('/api/unsubscribe')).status).toBe(400);
  });
});

describe('preferences', () => {
  it('answer defaults, keep kinds not named, and refuse unknown kinds', async () => {
    const t = { token: s.w.tenant.token };
    const first = await s.api.get('/api/me/notification-preferences', t);
    expect(first.body.newReports).toBe('all');
    expect(Object.values(first.body.mail).every(Boolean)).toBe(true);
    // A tenant is offered what a reporter hears of, work done included, and nothing of the managers'.
    expect(first.body.kinds).toEqual(
      expect.arrayContaining(['report_done', 'report_accepted', 'report_closed']),
    );
    expect(first.body.kinds).not.toContain('report_hazard');
    const manager = await s.api.get('/api/me/notification-preferences', { token: s.w.manager.token });
    expect(manager.body.kinds).toEqual(
      expect.arrayContaining(['report_done', 'report_handed_back', 'report_overdue', 'report_hazard']),
    );
    // An administrator is offered what they hear as a reporter, not the contractors' switches.
    const admin = await s.api.get('/api/me/notification-preferences', { token: s.admin.token });
    expect(admin.body.kinds).toContain('report_accepted');
    expect(admin.body.kinds).not.toContain('market_new');
    expect(admin.body.kinds).not.toContain('report_assigned');
    const put = await s.api.put('/api/me/notification-preferences', { mail: { report_status: false } }, t);
    expect(put.body.mail).toMatchObject({ report_status: false, report_closed: true });
    expect((await s.api.put('/api/me/notification-preferences', { mail: { nope: true } }, t)).status).toBe(
      400,
    );
    expect((await s.api.put('/api/me/notification-preferences', { newReports: 'some' }, t)).status).toBe(400);
    expect((await s.api.get('/api/me/notification-preferences')).status).toBe(401);
  });

  it('let a manager hear of urgent errands only', async () => {
    const m = { token: s.w.manager.token };
    await s.api.put('/api/me/notification-preferences', { newReports: 'urgent' }, m);
    const before = (await s.api.get('/api/notifications', m)).body.total;
    await file('High');
    expect((await s.api.get('/api/notifications', m)).body.total).toBe(before);
    await file('Urgent');
    expect((await s.api.get('/api/notifications', m)).body.total).toBe(before + 1);
  });
});

describe('the bell over the hub', () => {
  let tenantHub: TestHubClient;
  let otherHub: TestHubClient;
  afterAll(async () => {
    await tenantHub?.stop();
    await otherHub?.stop();
  });

  it('tells the recipient alone of a new notification', async () => {
    tenantHub = await connectHub(s.server.url, { token: s.w.tenant.token });
    otherHub = await connectHub(s.server.url, { token: s.w.otherTenant.token });
    const id = await file('Low');
    expect((await s.api.post(`/api/reports/${id}/accept`, {}, { token: s.plumber.token })).status).toBe(200);
    await run();
    const added = await tenantHub.waitFor('NotificationAdded', (p) => p.reportId === id);
    expect(added.recipientId).toBe(s.w.tenant.id);
    await sleep(200);
    expect(otherHub.received.filter((r) => r.target === 'NotificationAdded')).toEqual([]);
  });
});
