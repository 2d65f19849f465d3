import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../mail/outbox.repo';
import { apiSuite } from '../../test/api-suite';
import { createUser } from '../../test/factories';
import { createReportWorld, reportBody } from '../../test/report-world';
import { TestClock } from '../../test/smtp-inbox';
import { signatureValid, WebhookReceiver } from '../../test/webhook-receiver';

const receiver = new WebhookReceiver();
const clock = new TestClock();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const s = apiSuite(
  async (db) => {
    const w = await createReportWorld(db);
    const other = await createReportWorld(db);
    const plumber = await createUser(db, { role: 'Contractor', trade: 'plumber' });
    return { w, other, plumber };
  },
  { jobs: { autoStart: false, now: clock.now } },
);
const run = () => s.server.app.jobs.runDue();
const hooksOf = (orgId: string) => `/api/organisations/${orgId}/webhooks`;
const DAY = 24 * 3_600_000;

async function subscribe(events: string[], url = receiver.url) {
  const res = await s.api.post(hooksOf(s.w.org.id), { url, events }, { token: s.w.manager.token });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

describe('webhooks', () => {
  it('send each errand event once, signed, without internal notes or texts beyond the title', async () => {
    const sub = await subscribe([
      'errand.created',
      'errand.status_changed',
      'errand.visit_planned',
      'errand.done',
      'errand.closed',
      'errand.rated',
    ]);
    expect(sub.secret).toMatch(/^whsec_/);
    const list = await s.api.get(hooksOf(s.w.org.id), { token: s.w.manager.token });
    expect(JSON.stringify(list.body)).not.toContain(sub.secret);

    const token = (u: { token: string }) => ({ token: u.token });
    const filed = await s.api.post(
      '/api/reports',
      reportBody(s.w, { description: 'HEMLIG beskrivning' }),
      token(s.w.tenant),
    );
    const id = filed.body.id as string;
    const note = { note: 'HEMLIG intern anteckning', visibility: 'internal' };
    expect((await s.api.post(`/api/reports/${id}/actions`, note, token(s.w.manager))).status).toBe(200);
    expect((await s.api.post(`/api/reports/${id}/accept`, undefined, token(s.plumber))).status).toBe(200);
    const start = new Date(Date.now() + DAY);
    const visit = {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    expect((await s.api.put(`/api/reports/${id}/visit`, visit, token(s.plumber))).status).toBe(200);
    expect(
      (await s.api.post(`/api/reports/${id}/done`, { resolution: 'Packning bytt' }, token(s.plumber))).status,
    ).toBe(200);
    expect(
      (await s.api.post(`/api/reports/${id}/transition`, { status: 'Closed' }, token(s.w.manager))).status,
    ).toBe(200);
    const rating = { score: 4, comment: 'HEMLIG kommentar' };
    expect((await s.api.post(`/api/reports/${id}/rating`, rating, token(s.w.tenant))).status).toBeLessThan(
      300,
    );
    await run();

    const mine = receiver.received.filter((r) => (r.json.data.errand as { id?: string })?.id === id);
    const types = mine.map((r) => r.json.type);
    for (const type of [
      'errand.created',
      'errand.visit_planned',
      'errand.done',
      'errand.closed',
      'errand.rated',
    ])
      expect(
        types.filter((t) => t === type),
        type,
      ).toHaveLength(1);
    expect(types).toContain('errand.status_changed');
    expect(new Set(mine.map((r) => r.json.id)).size).toBe(mine.length);
    for (const r of mine) {
      expect(signatureValid(sub.secret, String(r.headers['felanmalan-signature']), r.body, clock.now())).toBe(
        true,
      );
      expect(
        signatureValid('whsec_wrong', String(r.headers['felanmalan-signature']), r.body, clock.now()),
      ).toBe(false);
      expect(r.headers['felanmalan-event']).toBe(r.json.type);
      expect(r.body).not.toContain('HEMLIG');
      expect(r.json.organisationId).toBe(s.w.org.id);
    }
    const created = mine.find((r) => r.json.type === 'errand.created')!;
    expect(created.json.data.errand).toMatchObject({ id, title: 'Kranen droppar', status: 'Open' });
    expect(mine.find((r) => r.json.type === 'errand.rated')!.json.data.change).toMatchObject({
      rating: { score: 4 },
    });
    // A body changed on the way fails the check.
    expect(
      signatureValid(
        sub.secret,
        String(created.headers['felanmalan-signature']),
        `${created.body} `,
        clock.now(),
      ),
    ).toBe(false);
    // The delivery log.
    const log = await s.api.get(`${hooksOf(s.w.org.id)}/${sub.id}/deliveries`, { token: s.w.manager.token });
    expect(log.status).toBe(200);
    expect(log.body.items.length).toBe(mine.length);
    expect(log.body.items.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
    await s.api.del(`${hooksOf(s.w.org.id)}/${sub.id}`, { token: s.w.manager.token });
  });

  it('send a signed test, retry with backoff, and pause after three days of failures, telling the owner', async () => {
    const sub = await subscribe(['errand.created']);
    let answer = 500;
    receiver.status = () => answer;
    const test = await s.api.post(`${hooksOf(s.w.org.id)}/${sub.id}/test`, undefined, {
      token: s.w.manager.token,
    });
    expect(test.status).toBe(202);
    const before = receiver.ofType('ping').length;
    await run();
    expect(receiver.ofType('ping')).toHaveLength(before + 1);
    const deliveries = () =>
      s.api.get(`${hooksOf(s.w.org.id)}/${sub.id}/deliveries`, { token: s.w.manager.token });
    expect((await deliveries()).body.items[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
    });
    // Not again before its backoff, then again after it.
    await run();
    expect(receiver.ofType('ping')).toHaveLength(before + 1);
    clock.advance(11_000);
    answer = 200;
    await run();
    expect(receiver.ofType('ping')).toHaveLength(before + 2);
    const ping = receiver.ofType('ping').at(-1)!;
    expect(
      signatureValid(sub.secret, String(ping.headers['felanmalan-signature']), ping.body, clock.now()),
    ).toBe(true);
    expect((await deliveries()).body.items[0]).toMatchObject({ status: 'delivered', attempts: 2 });

    // Failing from now on: after three days the subscription pauses and its maker hears of it.
    answer = 503;
    await s.api.post(`${hooksOf(s.w.org.id)}/${sub.id}/test`, undefined, { token: s.w.manager.token });
    await run();
    clock.advance(3 * DAY + 60_000);
    await s.api.post(`${hooksOf(s.w.org.id)}/${sub.id}/test`, undefined, { token: s.w.manager.token });
    await run();
    const listed = await s.api.get(hooksOf(s.w.org.id), { token: s.w.manager.token });
    const paused = listed.body.items.find((h: { id: string }) => h.id === sub.id);
    expect(paused.paused).not.toBeNull();
    const mails = await outboxFor(s.server.db, s.w.manager.email, 'webhook_paused');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(receiver.url);
    // A paused subscription gets nothing until resumed.
    const count = receiver.received.length;
    await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
    await run();
    expect(
      receiver.received.slice(count).map((r) => [r.json.type, r.headers['felanmalan-delivery']]),
    ).toEqual([]);
    answer = 200;
    const resumed = await s.api.post(`${hooksOf(s.w.org.id)}/${sub.id}/resume`, undefined, {
      token: s.w.manager.token,
    });
    expect(resumed.body).toMatchObject({ paused: null, failingSince: null });
    await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
    await run();
    expect(receiver.ofType('errand.created').length).toBeGreaterThan(0);
    expect(receiver.received.length).toBe(count + 1);
    await s.api.del(`${hooksOf(s.w.org.id)}/${sub.id}`, { token: s.w.manager.token });
  });

  it('are refused to tenants (403), other organisations (404), bad addresses (400), tokens without the scope (403)', async () => {
    const path = hooksOf(s.w.org.id);
    const body = { url: receiver.url, events: ['errand.created'] };
    expect((await s.api.post(path, body, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.get(path, { token: s.other.manager.token })).status).toBe(404);
    const sub = await subscribe(['errand.created']);
    const otherView = await s.api.post(`${path}/${sub.id}/test`, undefined, { token: s.other.manager.token });
    expect(otherView.status).toBe(404);
    expect(
      (await s.api.get(`${hooksOf(s.other.org.id)}/${sub.id}/deliveries`, { token: s.other.manager.token }))
        .status,
    ).toBe(404);
    for (const bad of [
      { url: 'ftp://example.com/hook', events: ['errand.created'] },
      { url: 'not a url', events: ['errand.created'] },
      { url: 'https://user:pw@example.com/hook', events: ['errand.created'] },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['errand.deleted'] },
    ]) {
      const res = await s.api.post(path, bad, { token: s.w.manager.token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.details[0].field).toMatch(/url|events/);
    }
    const tokens = `/api/organisations/${s.w.org.id}/api-tokens`;
    const reader = await s.api.post(
      tokens,
      { name: 'Läsare', scopes: ['errands:read'] },
      { token: s.w.manager.token },
    );
    expect((await s.api.get(path, { token: reader.body.token })).status).toBe(403);
    const hooks = await s.api.post(
      tokens,
      { name: 'Hooks', scopes: ['webhooks'] },
      { token: s.w.manager.token },
    );
    expect((await s.api.get(path, { token: hooks.body.token })).status).toBe(200);
    expect((await s.api.get(hooksOf(s.other.org.id), { token: hooks.body.token })).status).toBe(404);
    await s.api.del(`${path}/${sub.id}`, { token: s.w.manager.token });
  });
});
