import { describe, expect, it } from 'vitest';
import { pushSuite } from '../../../test/push-world';
import { reportBody } from '../../../test/report-world';

// The stand-in push service is plain http on loopback: only this switch lets it through.
const { push, s } = pushSuite({ PUSH_PRIVATE_ADDRESSES: 'allow' });
const run = () => s.server.app.jobs.runDue();
const fileHigh = async (whatBroke: string) => {
  const res = await s.api.post('/api/reports', reportBody(s.w, { priority: 'High', whatBroke }), {
    token: s.w.tenant.token,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

/** The JWT claims of a `vapid t=…, k=…` header. */
const vapidClaims = (header: string) => {
  const t = /t=([^,\s]+)/.exec(header)?.[1] ?? '';
  const k = /k=([^,\s]+)/.exec(header)?.[1] ?? '';
  const [head, claims, signature] = t.split('.');
  return {
    k,
    head: JSON.parse(Buffer.from(head!, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(claims!, 'base64url').toString()),
    signatureBytes: Buffer.from(signature!, 'base64url').length,
  };
};

describe('web push', () => {
  it('delivers a new errand in the trade to the subscription, encrypted and signed with the stored VAPID key', async () => {
    const key = await s.api.get('/api/push/key', { token: s.plumber.token });
    expect(key.status).toBe(200);
    const [stored] = await s.server.db.query<{ publicKey: string }>('SELECT public_key FROM push_keys');
    expect(key.body.publicKey).toBe(stored!.publicKey);

    const sub = push.subscription('plumber');
    expect((await s.api.put('/api/me/push-subscriptions', sub, { token: s.plumber.token })).status).toBe(200);
    push.received = [];
    const id = await fileHigh('Vattenläcka i tvättstugan');
    await run();

    const got = push.received.filter((r) => r.path === '/push/plumber');
    expect(got).toHaveLength(1);
    const [msg] = got;
    expect(msg!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg!.headers.ttl)).toBeGreaterThan(0);
    const vapid = vapidClaims(String(msg!.headers.authorization));
    expect(vapid.k).toBe(key.body.publicKey);
    expect(vapid.head).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(push.origin);
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    expect(vapid.signatureBytes).toBe(64);
    const payload = JSON.parse(push.decrypt(msg!.body));
    expect(payload).toEqual({
      title: expect.stringContaining('Vattenläcka i tvättstugan'),
      body: expect.any(String),
      url: `/contractor/errands/${id}`,
    });
  });

  it('follows the push choice per kind, and sends nothing to a browser that unsubscribed', async () => {
    const sub = push.subscription('plumber-2');
    await s.api.put('/api/me/push-subscriptions', sub, { token: s.plumber.token });
    const off = await s.api.put(
      '/api/me/notification-preferences',
      { push: { market_new: false } },
      { token: s.plumber.token },
    );
    expect(off.status).toBe(200);
    expect(off.body.push.market_new).toBe(false);
    expect(off.body.mail.market_new).toBe(true);
    push.received = [];
    await fileHigh('Stopp i avloppet');
    await run();
    expect(push.received.filter((r) => r.path === '/push/plumber-2')).toHaveLength(0);

    await s.api.put(
      '/api/me/notification-preferences',
      { push: { market_new: true } },
      { token: s.plumber.token },
    );
    const gone = await s.api.del(`/api/me/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`, {
      token: s.plumber.token,
    });
    expect(gone.status).toBe(200);
    await fileHigh('Droppande kran');
    await run();
    expect(push.received.filter((r) => r.path === '/push/plumber-2')).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const sub = push.subscription('gone');
    await s.api.put('/api/me/push-subscriptions', sub, { token: s.plumber.token });
    push.status = () => 410;
    try {
      await fileHigh('Trasig tvättmaskin');
      await run();
    } finally {
      push.status = () => 201;
    }
    const rows = await s.server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      sub.endpoint,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a malformed subscription (400) and anyone signed out (401)', async () => {
    const bad = await s.api.put(
      '/api/me/push-subscriptions',
      { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
      { token: s.plumber.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['endpoint']),
    );
    expect((await s.api.get('/api/push/key')).status).toBe(401);
    expect((await s.api.put('/api/me/push-subscriptions', push.subscription('x'))).status).toBe(401);
  });
});
