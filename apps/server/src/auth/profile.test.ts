import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { lastMail, signIn } from '../test/auth-helpers';
import { expectFieldProblem } from '../test/expect-problems';
import { createOrganisation, createUser, TEST_PASSWORD } from '../test/factories';

const t = apiSuite(async () => ({}));

const manager = async (locale: 'sv' | 'en' = 'sv') => {
  const org = await createOrganisation(t.server.db);
  return createUser(t.server.db, { role: 'PropertyManager', organisationId: org.id, locale });
};
describe('POST /api/auth/add-metadata-to-user', () => {
  it('merges metadata, removes null keys and stores a site language', async () => {
    const u = await manager();
    const post = (metadata: Record<string, unknown>) =>
      t.api.post('/api/auth/add-metadata-to-user', { metadata }, { token: u.token });
    expect((await post({ phone: '070-123 45 67', theme: 'dark' })).status).toBe(200);
    const res = await post({ theme: null, locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.user.metadata).toEqual({ phone: '070-123 45 67', locale: 'en' });
    expect(res.body.user.locale).toBe('en');
    const me = await t.api.get('/api/auth/get-current-user', { token: u.token });
    expect(me.body.user.locale).toBe('en');
  });

  it('keeps every key of concurrent merges', async () => {
    const u = await manager();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.api.post('/api/auth/add-metadata-to-user', { metadata: { [`k${i}`]: i } }, { token: u.token }),
      ),
    );
    const me = await t.api.get('/api/auth/get-current-user', { token: u.token });
    expect(Object.keys(me.body.user.metadata).sort()).toEqual([
      'k0',
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
      'k6',
      'k7',
    ]);
  });

  it('refuses too much metadata, a malformed body and anonymous callers', async () => {
    const u = await manager();
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const tooMany = await t.api.post(
      '/api/auth/add-metadata-to-user',
      { metadata: many },
      { token: u.token },
    );
    expectFieldProblem(tooMany, 'metadata', 'too_big');
    const big = { note: 'x'.repeat(9000) };
    expect(
      (await t.api.post('/api/auth/add-metadata-to-user', { metadata: big }, { token: u.token })).status,
    ).toBe(400);
    const bad = await t.api.post('/api/auth/add-metadata-to-user', { metadata: 'x' }, { token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('metadata');
    expect((await t.api.post('/api/auth/add-metadata-to-user', { metadata: {} })).status).toBe(401);
  });
});

describe('email change', () => {
  it('mails a link to the new address and applies it once (JSON for API clients)', async () => {
    const u = await manager();
    const newEmail = `moved-${u.id.slice(0, 8)}@example.test`;
    const res = await t.api.post(
      '/api/auth/change-email',
      { newEmail: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    const mail = await lastMail(t.server.db, newEmail, 'email_change');
    expect(mail?.subject).toBe('Bekräfta din nya e-postadress');
    expect(mail?.link).toMatch(new RegExp(`^${t.server.deps.config.publicUrl}/api/auth/change-email/`));
    const path = new URL(mail!.link!).pathname;
    const applied = await t.api.get(path);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ ok: true, email: newEmail });
    expect((await signIn(t.server.url, newEmail, TEST_PASSWORD)).res.status).toBe(200);
    const again = await t.api.get(path);
    expect(again.status).toBe(400);
    expect(again.body.error.details[0].problem).toBe('invalid_token');
  });

  it('sends a browser to the settings page', async () => {
    const u = await manager();
    const newEmail = `page-${u.id.slice(0, 8)}@example.test`;
    await t.api.post(
      '/api/auth/change-email',
      { newEmail, currentPassword: TEST_PASSWORD },
      { token: u.token },
    );
    const path = new URL((await lastMail(t.server.db, newEmail, 'email_change'))!.link!).pathname;
    const html = { accept: 'text/html,application/xhtml+xml' };
    const done = await t.api.get(path, { headers: html });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/auth/email-changed?result=done');
    const failed = await t.api.get(path, { headers: html });
    expect(failed.headers.get('location')).toBe('/auth/email-changed?result=failed');
  });

  it('refuses a wrong password, a taken address, a malformed body and anonymous callers', async () => {
    const u = await manager();
    const other = await manager();
    const wrong = await t.api.post(
      '/api/auth/change-email',
      { newEmail: 'free@example.test', currentPassword: 'wrong-password' },
      { token: u.token },
    );
    expectFieldProblem(wrong, 'currentPassword', 'wrong_password');
    const taken = await t.api.post(
      '/api/auth/change-email',
      { newEmail: other.email, currentPassword: TEST_PASSWORD },
      { token: u.token },
    );
    expect(taken.status).toBe(409);
    const bad = await t.api.post('/api/auth/change-email', { newEmail: 'nope' }, { token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'currentPassword',
      'newEmail',
    ]);
    const anon = await t.api.post('/api/auth/change-email', {
      newEmail: 'x@example.test',
      currentPassword: 'x',
    });
    expect(anon.status).toBe(401);
  });
});
