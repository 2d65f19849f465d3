import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/auth-helpers';
import { client } from '../test/http-client';
import { startTestServer, type TestServer, testConfig } from '../test/test-server';
import { ensureFirstAdmin } from './bootstrap';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admins = () =>
  server.db.query<{ email: string; role: string }>('SELECT email, role FROM users ORDER BY created_at');

describe('first start', () => {
  it('creates one admin on an empty database and nothing on the next start', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Boss@Example.test' });
    const first = await ensureFirstAdmin(server.db, config);
    expect(first.created).toBe(true);
    expect(first.email).toBe('boss@example.test');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await admins()).toEqual([{ email: 'boss@example.test', role: 'Admin' }]);

    const second = await ensureFirstAdmin(server.db, testConfig({ ADMIN_EMAIL: 'other@example.test' }));
    expect(second.created).toBe(false);
    expect(second.password).toBeUndefined();
    expect(await admins()).toHaveLength(1);

    // The printed password signs in.
    const { res, access } = await signIn(server.url, 'boss@example.test', first.password!);
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual(['Admin']);
    const me = await client(server.url).get('/api/auth/get-current-user', { token: access });
    expect(me.body.user.email).toBe('boss@example.test');
  });
});

describe('first start with ADMIN_PASSWORD', () => {
  it('uses the configured password and does not print it', async () => {
    const s = await startTestServer();
    try {
      const result = await ensureFirstAdmin(
        s.db,
        testConfig({ ADMIN_EMAIL: 'set@example.test', ADMIN_PASSWORD: 'configured-secret-1' }),
      );
      expect(result).toEqual({ email: 'set@example.test', created: true, password: undefined });
      expect((await signIn(s.url, 'set@example.test', 'configured-secret-1')).res.status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
