import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { expectNewAccount, invitations, signIn, uniqueEmail } from '../test/auth-helpers';
import { expectFieldProblem } from '../test/expect-problems';
import { createOrganisation, createOrgWithUsers, createUser } from '../test/factories';

const t = apiSuite(async (db) => ({ admin: await createUser(db, { role: 'Admin' }) }));

const { invite, createAccount } = invitations(t);

describe('POST /api/auth/create-account', () => {
  it('refuses a used invite', async () => {
    const email = uniqueEmail('once');
    const res = await invite(t.admin.token, { email, role: 'Contractor' });
    expect((await createAccount({ token: res.body.token, password: 'first-use-secret' })).status).toBe(201);
    const second = await createAccount({ token: res.body.token, password: 'second-use-secret' });
    expectFieldProblem(second, 'token', 'invalid_token');
  });

  it('refuses an expired invite', async () => {
    const res = await invite(t.admin.token, { email: uniqueEmail('late'), role: 'Contractor' });
    await t.server.db.query(`UPDATE invite_tokens SET expires_at = now() - interval '1 minute'`);
    const late = await createAccount({ token: res.body.token, password: 'too-late-secret' });
    expect(late.status).toBe(400);
    expect(late.body.error.details[0].problem).toBe('invalid_token');
  });

  it('refuses short and common passwords with field details, keeping the invite usable', async () => {
    const res = await invite(t.admin.token, { email: uniqueEmail('pw'), role: 'Contractor' });
    const short = await createAccount({ token: res.body.token, password: 'short' });
    expectFieldProblem(short, 'password', 'too_small');
    const common = await createAccount({ token: res.body.token, password: 'Password1' });
    expectFieldProblem(common, 'password', 'common_password');
    expect(common.body.error.details[0].message).toBe('Lösenordet är för vanligt. Välj ett annat.');
    expect((await createAccount({ token: res.body.token, password: 'uncommon-secret-7' })).status).toBe(201);
  });
});

describe('POST /api/auth/register', () => {
  it('lets an admin create a user directly', async () => {
    const org = await createOrganisation(t.server.db);
    const email = uniqueEmail('direct');
    const res = await t.api.post(
      '/api/auth/register',
      { email, password: 'direct-secret-9', role: 'PropertyTenant', organisationId: org.id, name: 'Ali' },
      { token: t.admin.token },
    );
    expectNewAccount(res, {
      email,
      name: 'Ali',
      roles: ['PropertyTenant'],
      organisationId: org.id,
    });
    expect(res.cookies).toEqual([]);
    expect((await signIn(t.server.url, email, 'direct-secret-9')).res.status).toBe(200);
  });

  it('is for admins only', async () => {
    const { org, manager } = await createOrgWithUsers(t.server.db);
    const body = {
      email: uniqueEmail('x'),
      password: 'direct-secret-9',
      role: 'PropertyTenant',
      organisationId: org.id,
    };
    expect((await t.api.post('/api/auth/register', body, { token: manager.token })).status).toBe(403);
    expect((await t.api.post('/api/auth/register', body)).status).toBe(401);
  });

  it('refuses a malformed body and a taken email', async () => {
    const bad = await t.api.post(
      '/api/auth/register',
      { email: 'x', role: 'Admin' },
      { token: t.admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'password',
    ]);
    const taken = await t.api.post(
      '/api/auth/register',
      { email: t.admin.email, password: 'direct-secret-9', role: 'Admin' },
      { token: t.admin.token },
    );
    expect(taken.status).toBe(409);
  });
});
