import { describe, expect, it } from 'vitest';
import { apiSuite, tradeUsers } from '../../test/api-suite';

const s = apiSuite(async (db) => tradeUsers(db), { env: { RATE_LIMITS: 'on' } });

/** Each caller its own network (the test server trusts the loopback proxy's X-Forwarded-For). */
let ip = 0;
const fromNetwork = (n = ++ip) => ({ 'x-forwarded-for': `2001:db8:48::${n.toString(16)}` });
const read = (url: string, headers: Record<string, string>) =>
  fetch(url.replace(/^https?:\/\/[^/]+/, s.server.url), { headers });

describe('limits on reading a calendar feed (429)', () => {
  it('per feed: thirty reads an hour, from any network, in the standard error envelope', async () => {
    const made = await s.api.post('/api/me/calendar-feed', undefined, { token: s.plumber.token });
    const url = made.body.url as string;
    for (let i = 0; i < 30; i++) expect((await read(url, fromNetwork())).status).toBe(200);
    const over = await read(url, fromNetwork());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await over.json()) as { error: { code: string; message: unknown } };
    expect(body.error).toMatchObject({ code: 'rate_limited' });
    expect(body.error.message).toEqual(expect.any(String));
    // Another person's feed is read as before.
    const other = await s.api.post('/api/me/calendar-feed', undefined, { token: s.plumber2.token });
    expect((await read(other.body.url, fromNetwork())).status).toBe(200);
  });

  it('per network: guessing addresses stops after three hundred tries an hour', async () => {
    const net = fromNetwork();
    const guess = (i: number) => `${s.server.url}/api/calendar/${'g'.repeat(40)}${i}.ics`;
    for (let i = 0; i < 300; i++) expect((await read(guess(i), net)).status).toBe(404);
    expect((await read(guess(300), net)).status).toBe(429);
    expect((await read(guess(301), fromNetwork())).status).toBe(404);
  });
});
