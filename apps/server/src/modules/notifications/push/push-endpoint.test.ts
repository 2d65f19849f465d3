import { describe, expect, it } from 'vitest';
import { pushSuite } from '../../../test/push-world';
import { reportBody } from '../../../test/report-world';

// The settings as shipped: PUSH_PRIVATE_ADDRESSES is not set, so it denies (docs/decisions/0049).
const { push, s } = pushSuite();

const keys = () => push.subscription('x').keys;
const subscribe = (endpoint: string) =>
  s.api.put('/api/me/push-subscriptions', { endpoint, keys: keys() }, { token: s.plumber.token });
const problems = (res: { body: { error: { details: { field: string; problem: string }[] } } }) =>
  res.body.error.details.map((d) => `${d.field}:${d.problem}`);

describe('a push endpoint', () => {
  it('must be https (400 with the field)', async () => {
    const res = await subscribe('http://203.0.113.5/push/abc');
    expect(res.status).toBe(400);
    expect(problems(res)).toEqual(['endpoint:not_https']);
  });

  it('may not name a loopback, private or link-local address, nor localhost (400 with the field)', async () => {
    for (const endpoint of [
      'https://127.0.0.1/push/a',
      'https://[::1]/push/a',
      'https://localhost/push/a',
      'https://push.localhost/push/a',
      'https://10.0.0.2/push/a',
      'https://192.168.1.20/push/a',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/push/a',
      'https://[::ffff:127.0.0.1]/push/a',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(problems(res), endpoint).toEqual(['endpoint:private_address']);
    }
    const rows = await s.server.db.query('SELECT endpoint FROM push_subscriptions');
    expect(rows).toEqual([]);
  });

  it('is refused with a user name or password in it, and kept when public and https', async () => {
    const secret = await subscribe('https://user:pw@203.0.113.5/push/a');
    expect(secret.status).toBe(400);
    expect(problems(secret)).toEqual(['endpoint:invalid']);
    expect((await subscribe('https://203.0.113.5/push/ok')).status).toBe(200);
    const rows = await s.server.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions');
    expect(rows.map((r) => r.endpoint)).toEqual(['https://203.0.113.5/push/ok']);
  });

  /**
   * The plumber's only subscription is `endpoint`, kept before the rules on saving existed; a High
   * errand is filed and the push jobs run. Answers the last push job's error.
   */
  async function deliverToOldSubscription(endpoint: string): Promise<string | null> {
    await s.server.db.query('DELETE FROM push_subscriptions');
    await s.server.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`,
      [s.plumber.id, endpoint, keys().p256dh, keys().auth],
    );
    push.received = [];
    const res = await s.api.post('/api/reports', reportBody(s.w, { priority: 'High', whatBroke: 'Läcka' }), {
      token: s.w.tenant.token,
    });
    expect(res.status).toBe(201);
    await s.server.app.jobs.runDue();
    const [job] = await s.server.db.query<{ lastError: string | null }>(
      `SELECT last_error FROM jobs WHERE kind = 'push' ORDER BY created_at DESC LIMIT 1`,
    );
    return job?.lastError ?? null;
  }

  it('is not posted to when private, even if it was stored before the check', async () => {
    // The loopback stand-in as https, so that the private-address check, not the https rule, stops it.
    const error = await deliverToOldSubscription(`${push.origin.replace('http:', 'https:')}/push/old`);
    expect(push.received).toEqual([]);
    expect(error).toMatch(/private or reserved/);
  });

  it('is never posted to over plain http, even if it was stored before the rule: it is removed', async () => {
    const error = await deliverToOldSubscription('http://203.0.113.5/push/old');
    expect(await s.server.db.query('SELECT 1 FROM push_subscriptions')).toEqual([]);
    expect(error).toBeNull();
  });
});
