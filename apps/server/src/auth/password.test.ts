import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { cookieValue, freshIp, lastMail, signIn, tokenFromLink, waitForMail } from '../test/auth-helpers';
import { expectFieldProblem } from '../test/expect-problems';
import { createOrganisation, createUser, TEST_PASSWORD } from '../test/factories';

const t = apiSuite(async () => ({}));

const manager = async (locale: 'sv' | 'en' = 'sv') => {
  const org = await createOrganisation(t.server.db);
  return createUser(t.server.db, { role: 'PropertyManager', organisationId: org.id, locale });
};
const reset = (body: unknown, opts: { token?: string } = {}) =>
  t.api.post('/api/auth/reset-password', body, { ...opts, headers: freshIp() });

describe('POST /api/auth/reset-password {email}', () => {
  it('answers the same for known and unknown addresses and mails only a known one', async () => {
    const u = await manager('en');
    const known = await reset({ email: u.email });
    const unknown = await reset({ email: 'nobody-here@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await waitForMail(t.server.db, u.email, 'reset');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.link).toMatch(new RegExp(`^${t.server.deps.config.publicUrl}/auth/reset-password\\?token=`));
    await new Promise((r) => setTimeout(r, 100));
    expect(await lastMail(t.server.db, 'nobody-here@example.test', 'reset')).toBeUndefined();
  });

  it('answers before it looks the address up or mails anything', async () => {
    // Every table the request would read or write is locked until the answer has arrived: an
    // answer that waited for the lookup, the token or the mail would never come.
    const u = await manager('en');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.server.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE users, password_reset_tokens, mail_outbox IN ACCESS EXCLUSIVE MODE');
      locked();
      await gate;
    });
    await isLocked;
    try {
      const res = await fetch(`${t.server.url}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...freshIp() },
        body: JSON.stringify({ email: u.email }),
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    } finally {
      release();
      await holder;
    }
    expect((await waitForMail(t.server.db, u.email, 'reset'))?.link).toContain('/auth/reset-password?token=');
  });

  it('limits requests per account with 429 and Retry-After', async () => {
    const u = await manager();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const res = await reset({ email: u.email });
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/reset-password {token, newPassword}', () => {
  it('sets the password once and ends every session', async () => {
    const u = await manager();
    await reset({ email: u.email });
    const token = tokenFromLink((await waitForMail(t.server.db, u.email, 'reset'))!.link!);
    const res = await reset({ token, newPassword: 'brand-new-secret-1' });
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/auth/get-current-user', { token: u.token })).status).toBe(401);
    expect((await signIn(t.server.url, u.email, TEST_PASSWORD)).res.status).toBe(401);
    expect((await signIn(t.server.url, u.email, 'brand-new-secret-1')).res.status).toBe(200);
    const again = await reset({ token, newPassword: 'another-secret-2' });
    expectFieldProblem(again, 'token', 'invalid_token');
  });

  it('refuses an expired token', async () => {
    const u = await manager();
    await reset({ email: u.email });
    const token = tokenFromLink((await waitForMail(t.server.db, u.email, 'reset'))!.link!);
    await t.server.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [u.id],
    );
    const res = await reset({ token, newPassword: 'brand-new-secret-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].problem).toBe('invalid_token');
  });

  it('refuses a malformed or mixed body with field details', async () => {
    const weak = await reset({ token: 'x'.repeat(43), newPassword: 'short' });
    expectFieldProblem(weak, 'newPassword', 'too_small');
    const missing = await reset({ token: 'x'.repeat(43) });
    expectFieldProblem(missing, 'newPassword', 'required');
    const mixed = await reset({
      email: 'a@example.test',
      token: 'x'.repeat(43),
      newPassword: 'brand-new-1x',
    });
    expect(mixed.status).toBe(400);
    const unknownField = await reset({ email: 'a@example.test', admin: true });
    expectFieldProblem(unknownField, 'admin', 'unrecognized_keys');
  });
});

describe('POST /api/auth/reset-password {currentPassword, newPassword}', () => {
  it('changes the password, ends other sessions and keeps the caller signed in with fresh cookies', async () => {
    const u = await manager();
    const other = await signIn(t.server.url, u.email, TEST_PASSWORD);
    const res = await reset(
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-secret-3' },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    const fresh = cookieValue(res.cookies, 'acst');
    expect(fresh).toBeTruthy();
    expect(cookieValue(res.cookies, 'rfst')).toBeTruthy();
    // The old access token, and every other session, stop at once.
    expect((await t.api.get('/api/auth/get-current-user', { token: u.token })).status).toBe(401);
    expect((await t.api.get('/api/auth/get-current-user', { token: other.access })).status).toBe(401);
    expect((await t.api.get('/api/auth/refresh-token', { cookie: `rfst=${other.refresh}` })).status).toBe(
      401,
    );
    expect((await t.api.get('/api/auth/get-current-user', { token: fresh })).status).toBe(200);
    const [row] = await t.server.db.query<{ tokensValidAfter: string; createdAt: string }>(
      'SELECT tokens_valid_after, created_at FROM users WHERE id = $1',
      [u.id],
    );
    expect(Date.parse(row!.tokensValidAfter)).toBeGreaterThan(Date.parse(row!.createdAt));
  });

  it('refuses a wrong current password (400) and an anonymous caller (401)', async () => {
    const u = await manager();
    const wrong = await reset(
      { currentPassword: 'not-it-at-all', newPassword: 'changed-secret-3' },
      { token: u.token },
    );
    expectFieldProblem(wrong, 'currentPassword', 'wrong_password');
    expect((await t.api.get('/api/auth/get-current-user', { token: u.token })).status).toBe(200);
    const anon = await reset({ currentPassword: TEST_PASSWORD, newPassword: 'changed-secret-3' });
    expect(anon.status).toBe(401);
  });

  it('refuses a common new password', async () => {
    const u = await manager();
    const res = await reset({ currentPassword: TEST_PASSWORD, newPassword: 'iloveyou' }, { token: u.token });
    expectFieldProblem(res, 'newPassword', 'common_password');
  });
});
