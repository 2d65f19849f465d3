import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import {
  cookieLine,
  cookieValue,
  freshIp,
  guessesFromOneAddress,
  signIn,
  wrongSignIn,
} from '../test/auth-helpers';
import { createOrganisation, createUser, TEST_PASSWORD } from '../test/factories';
import type { CallResult } from '../test/http-client';

const t = apiSuite(async () => ({}));

const newUser = async (role: 'Admin' | 'PropertyManager' = 'PropertyManager') => {
  const org = await createOrganisation(t.server.db);
  return createUser(t.server.db, { role, organisationId: org.id });
};

describe('POST /api/auth/login', () => {
  it('answers the user and sets the access and refresh cookies', async () => {
    const u = await newUser();
    const { res, access, refresh } = await signIn(t.server.url, u.email.toUpperCase(), TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: u.id,
      userName: u.email,
      email: u.email,
      roles: ['PropertyManager'],
      organisationId: u.organisationId,
      metadata: {},
    });
    // What the user may do comes from the server's policies, with the user.
    expect(res.body.user.can).toMatchObject({ writeProperties: true, manageOrganisationUsers: true });
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    const acst = cookieLine(res.cookies, 'acst');
    expect(acst).toMatch(/Path=\//);
    expect(acst).toMatch(/SameSite=Lax/);
    expect(acst).not.toMatch(/HttpOnly/);
    expect(acst).toMatch(/Max-Age=900/);
    const rfst = cookieLine(res.cookies, 'rfst');
    expect(rfst).toMatch(/Path=\/api\/auth/);
    expect(rfst).toMatch(/HttpOnly/);
    expect(rfst).toMatch(/SameSite=Strict/);
    const me = await t.api.get('/api/auth/get-current-user', { token: access });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(u.id);
    // The cookie alone also counts (the hub and page loads use it).
    const byCookie = await t.api.get('/api/auth/get-current-user', { cookie: `acst=${access}` });
    expect(byCookie.status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const u = await newUser();
    const wrong = await t.api.post(
      '/api/auth/login',
      { email: u.email, password: 'not-the-password' },
      { headers: freshIp() },
    );
    const unknown = await t.api.post(
      '/api/auth/login',
      { email: 'nobody@example.test', password: 'not-the-password' },
      { headers: freshIp() },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('unauthenticated');
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a malformed body with field details', async () => {
    const res = await t.api.post(
      '/api/auth/login',
      { email: 'not-an-email', extra: 1 },
      { headers: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    const fields = res.body.error.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['email', 'extra', 'password']);
  });

  it('refuses a disabled account', async () => {
    const u = await newUser();
    await t.server.db.query('UPDATE users SET disabled = true WHERE id = $1', [u.id]);
    const { res } = await signIn(t.server.url, u.email, TEST_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual([]);
    expect((await t.api.get('/api/auth/get-current-user', { token: u.token })).status).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const u = await newUser();
    const res = await t.api.post(
      '/api/auth/login',
      { email: u.email, password: TEST_PASSWORD },
      { headers: { ...freshIp(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect(res.cookies).toEqual([]);
    const same = await t.api.post(
      '/api/auth/login',
      { email: u.email, password: TEST_PASSWORD },
      { headers: { ...freshIp(), origin: t.server.url, 'sec-fetch-site': 'same-origin' } },
    );
    expect(same.status).toBe(200);
  });
});

describe('GET /api/auth/get-current-user', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.api.get('/api/auth/get-current-user')).status).toBe(401);
    expect((await t.api.get('/api/auth/get-current-user', { token: 'garbage' })).status).toBe(401);
  });
});

describe('GET /api/auth/refresh-token', () => {
  it('rotates the refresh token and answers a working access token', async () => {
    const u = await newUser();
    const first = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const res = await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${first.refresh}` });
    expect(res.status).toBe(200);
    expect(res.body.token).toBe(cookieValue(res.cookies, 'acst'));
    const next = cookieValue(res.cookies, 'rfst');
    expect(next).toBeTruthy();
    expect(next).not.toBe(first.refresh);
    expect((await t.api.get('/api/auth/get-current-user', { token: res.body.token })).status).toBe(200);
    // The new refresh token works in turn.
    expect((await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${next}` })).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const u = await newUser();
    const first = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const rotated = await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${first.refresh}` });
    const newest = cookieValue(rotated.cookies, 'rfst');
    const reuse = await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${first.refresh}` });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('unauthenticated');
    // The newest token of the family and its access token stop working too.
    expect((await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${newest}` })).status).toBe(401);
    expect((await t.api.get('/api/auth/get-current-user', { token: rotated.body.token })).status).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await t.api.get('/api/auth/refresh-token')).status).toBe(401);
    const res = await t.api.get('/api/auth/refresh-token', { cookie: 'rfst=unknown-token-value' });
    expect(res.status).toBe(401);
  });

  it('answers 401 once the session has reached its absolute end', async () => {
    const u = await newUser();
    const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
    await t.server.db.query(
      `UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [u.id],
    );
    expect((await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${s.refresh}` })).status).toBe(401);
  });
});

describe('GET /api/auth/logout', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };

  it('revokes the session, clears both cookies and stops the access token at once', async () => {
    const u = await newUser();
    const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const res = await t.api.get('/api/auth/logout', { cookie: s.cookie, headers: sameOrigin });
    expect(res.status).toBe(200);
    expect(cookieLine(res.cookies, 'acst')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cookieLine(res.cookies, 'rfst')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await t.api.get('/api/auth/get-current-user', { token: s.access })).status).toBe(401);
    expect((await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${s.refresh}` })).status).toBe(401);
  });

  it('revokes the session named by the refresh cookie alone (expired access token)', async () => {
    const u = await newUser();
    const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
    expect(
      (await t.api.get('/api/auth/logout', { cookie: `rfst=${s.refresh}`, headers: sameOrigin })).status,
    ).toBe(200);
    expect((await t.api.get('/api/auth/get-current-user', { token: s.access })).status).toBe(401);
  });

  it('forgets long-ended sessions at the next sign-in', async () => {
    const u = await newUser();
    await t.server.db.query(
      `UPDATE auth_sessions SET revoked_at = now() - interval '2 days' WHERE user_id = $1`,
      [u.id],
    );
    await signIn(t.server.url, u.email, TEST_PASSWORD);
    const rows = await t.server.db.query('SELECT 1 FROM auth_sessions WHERE user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await t.api.get('/api/auth/logout')).status).toBe(200);
  });

  it('does not sign out on cookies alone from another site, or with no sign of where it came from', async () => {
    const u = await newUser();
    const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of refused) {
      for (const cookie of [`acst=${s.access}`, s.cookie]) {
        const res = await t.api.get('/api/auth/logout', { cookie, headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
        expect(res.cookies).toEqual([]);
      }
    }
    expect((await t.api.get('/api/auth/get-current-user', { token: s.access })).status).toBe(200);
  });

  it('signs out from the own site (Sec-Fetch-Site or Origin), a typed address, or with the bearer header', async () => {
    const accepted: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: t.server.url },
    ];
    for (const headers of accepted) {
      const u = await newUser();
      const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
      expect((await t.api.get('/api/auth/logout', { cookie: `acst=${s.access}`, headers })).status).toBe(200);
      expect((await t.api.get('/api/auth/get-current-user', { token: s.access })).status).toBe(401);
    }
    const u = await newUser();
    const s = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const res = await t.api.get('/api/auth/logout', {
      token: s.access,
      cookie: s.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/auth/get-current-user', { token: s.access })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per account with 429 and Retry-After', async () => {
    const u = await newUser();
    const statuses: number[] = [];
    let last: CallResult | undefined;
    for (let i = 0; i < 6; i++) {
      last = await wrongSignIn(t.api, u.email);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last!.body.error.code).toBe('rate_limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from another address is not affected.
    const other = await newUser();
    expect((await signIn(t.server.url, other.email, TEST_PASSWORD)).res.status).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const statuses = await guessesFromOneAddress(11, () => t.api);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents every accounts call', async () => {
    const doc = await t.api.get('/api/openapi.json');
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/refresh-token',
      '/api/auth/get-current-user',
      '/api/auth/generate-invite-token',
      '/api/auth/create-account',
      '/api/auth/register',
      '/api/auth/add-metadata-to-user',
      '/api/auth/reset-password',
      '/api/auth/change-email',
      '/api/auth/change-email/{token}',
      '/api/users',
      '/api/users/{id}',
      '/api/invites',
    ])
      expect(paths).toContain(p);
  });
});
