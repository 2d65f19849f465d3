import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import {
  cookieValue,
  expectNewAccount,
  freshIp,
  invitations,
  lastMail,
  signIn,
  tokenFromLink,
  uniqueEmail,
} from '../test/auth-helpers';
import { expectFieldProblem } from '../test/expect-problems';
import { createOrganisation, createOrgWithUsers, createUser, TEST_PASSWORD } from '../test/factories';

const t = apiSuite(async (db) => ({ admin: await createUser(db, { role: 'Admin' }) }));

async function premisesIn(organisationId: string) {
  const [p] = await t.server.db.query<{ id: string }>(
    `INSERT INTO properties (organisation_id, address, type) VALUES ($1, 'Storgatan 1', 'Apartment') RETURNING id`,
    [organisationId],
  );
  const [pr] = await t.server.db.query<{ id: string }>(
    `INSERT INTO premises (organisation_id, property_id, designation) VALUES ($1, $2, $3) RETURNING id`,
    [organisationId, p!.id, `Lgh ${Math.floor(Math.random() * 100000)}`],
  );
  return pr!.id;
}

const { invite, createAccount } = invitations(t);

describe('POST /api/auth/generate-invite-token', () => {
  it('lets an admin invite a manager; the link is mailed and creates a signed-in account', async () => {
    const org = await createOrganisation(t.server.db);
    const email = uniqueEmail('manager');
    const res = await invite(t.admin.token, { email, role: 'PropertyManager', organisationId: org.id });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(
      `${t.server.deps.config.publicUrl}/auth/create-account?token=${res.body.token}`,
    );
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // Stored hashed: the plain token is nowhere in the table.
    const stored = await t.server.db.query<{ tokenHash: string }>('SELECT token_hash FROM invite_tokens');
    expect(stored.some((r) => r.tokenHash === res.body.token)).toBe(false);

    const mail = await lastMail(t.server.db, email, 'invite');
    expect(mail?.link).toBe(res.body.url);
    expect(mail?.subject).toBe('Inbjudan till Felanmälan');
    expect(mail?.textBody).toContain(res.body.url);

    const created = await createAccount({
      token: tokenFromLink(mail!.link!),
      password: 'a-fine-new-secret',
      name: 'Mia',
    });
    expectNewAccount(created, {
      email,
      name: 'Mia',
      roles: ['PropertyManager'],
      organisationId: org.id,
      locale: 'sv',
    });
    const access = cookieValue(created.cookies, 'acst');
    expect((await t.api.get('/api/auth/get-current-user', { token: access })).body.user.email).toBe(email);
    expect((await signIn(t.server.url, email, 'a-fine-new-secret')).res.status).toBe(200);
  });

  it('writes the invitation in English when asked to', async () => {
    const email = uniqueEmail('contractor');
    const res = await invite(t.admin.token, { email, role: 'Contractor', language: 'en' });
    expect(res.status).toBe(201);
    const mail = await lastMail(t.server.db, email, 'invite');
    expect(mail?.subject).toBe('Your invitation to Felanmälan');
    expect(mail?.textBody).toContain('as Contractor');
  });

  it('lets a manager invite a tenant to premises in their organisation, linked on account creation', async () => {
    const { org, manager } = await createOrgWithUsers(t.server.db);
    const premisesId = await premisesIn(org.id);
    const email = uniqueEmail('tenant');
    const res = await invite(manager.token, { email, role: 'PropertyTenant', premisesId });
    expect(res.status).toBe(201);
    const created = await createAccount(
      { token: res.body.token, password: 'tenant-secret-42' },
      {
        'accept-language': 'en',
      },
    );
    expectNewAccount(created, {
      roles: ['PropertyTenant'],
      organisationId: org.id,
      locale: 'en',
    });
    const links = await t.server.db.query(
      'SELECT 1 FROM premises_tenants WHERE premises_id = $1 AND user_id = $2',
      [premisesId, created.body.user.id],
    );
    expect(links).toHaveLength(1);
  });

  it('links a contractor invite to the existing contractor record', async () => {
    const [c] = await t.server.db.query<{ id: string }>(
      `INSERT INTO contractors (name, trade) VALUES ('Rör AB', 'plumber') RETURNING id`,
    );
    const email = uniqueEmail('plumber');
    const res = await invite(t.admin.token, { email, role: 'Contractor', contractorId: c!.id });
    expect(res.status).toBe(201);
    const created = await createAccount({ token: res.body.token, password: 'plumbing-secret-1' });
    expect(created.status).toBe(201);
    expect(created.body.user.contractorId).toBe(c!.id);
    // That contractor cannot be invited again.
    const again = await invite(t.admin.token, {
      email: uniqueEmail('x'),
      role: 'Contractor',
      contractorId: c!.id,
    });
    expect(again.status).toBe(409);
  });

  it('creates a contractor record for a contractor invited without one', async () => {
    const email = uniqueEmail('new-contractor');
    const res = await invite(t.admin.token, { email, role: 'Contractor' });
    const created = await createAccount({ token: res.body.token, password: 'contracting-secret' });
    expect(created.status).toBe(201);
    expect(created.body.user.contractorId).toBeTruthy();
  });

  it('refuses a manager inviting an admin or a contractor, or into another organisation', async () => {
    const { manager } = await createOrgWithUsers(t.server.db);
    const other = await createOrganisation(t.server.db);
    const asAdmin = await invite(manager.token, { email: uniqueEmail('a'), role: 'Admin' });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error.code).toBe('forbidden');
    expect((await invite(manager.token, { email: uniqueEmail('c'), role: 'Contractor' })).status).toBe(403);
    const elsewhere = await invite(manager.token, {
      email: uniqueEmail('m'),
      role: 'PropertyManager',
      organisationId: other.id,
    });
    expect(elsewhere.status).toBe(403);
    const otherPremises = await premisesIn(other.id);
    const foreignPremises = await invite(manager.token, {
      email: uniqueEmail('t'),
      role: 'PropertyTenant',
      premisesId: otherPremises,
    });
    expectFieldProblem(foreignPremises, 'premisesId', 'not_found');
  });

  it('refuses tenants and contractors (403) and anonymous callers (401)', async () => {
    const { tenant } = await createOrgWithUsers(t.server.db);
    const contractor = await createUser(t.server.db, { role: 'Contractor' });
    const body = { email: uniqueEmail('x'), role: 'PropertyTenant' };
    expect((await invite(tenant.token, body)).status).toBe(403);
    expect((await invite(contractor.token, body)).status).toBe(403);
    expect((await t.api.post('/api/auth/generate-invite-token', body, { headers: freshIp() })).status).toBe(
      401,
    );
  });

  it('checks the body: fields, organisation rules and taken addresses', async () => {
    const bad = await invite(t.admin.token, { email: 'nope', role: 'King' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'role']);
    const noOrg = await invite(t.admin.token, { email: uniqueEmail('m'), role: 'PropertyManager' });
    expectFieldProblem(noOrg, 'organisationId', 'required');
  });

  it('answers a registered address exactly like a new one, with a token that opens nothing, and tells its owner', async () => {
    const { org, manager, tenant } = await createOrgWithUsers(t.server.db);
    const otherOrg = await createOrganisation(t.server.db);
    const elsewhere = await createUser(t.server.db, {
      role: 'PropertyTenant',
      organisationId: otherOrg.id,
      locale: 'en',
    });
    const fresh = await invite(manager.token, { email: uniqueEmail('new'), role: 'PropertyTenant' });
    for (const existing of [tenant, elsewhere, t.admin]) {
      const res = await invite(manager.token, {
        email: existing.email.toUpperCase(),
        role: 'PropertyTenant',
      });
      expect(res.status).toBe(fresh.status);
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(res.body.url).toBe(
        `${t.server.deps.config.publicUrl}/auth/create-account?token=${res.body.token}`,
      );
      // No usable token: it opens nothing, and nothing changes for the account.
      const used = await createAccount({ token: res.body.token, password: 'taking-over-123' });
      expectFieldProblem(used, 'token', 'invalid_token');
      expect(await lastMail(t.server.db, existing.email, 'invite')).toBeUndefined();
      const notice = await lastMail(t.server.db, existing.email, 'invite_existing');
      expect(notice?.link).toBe(`${t.server.deps.config.publicUrl}/auth/login`);
      expect(notice?.textBody).not.toContain(res.body.token);
    }
    expect((await lastMail(t.server.db, elsewhere.email, 'invite_existing'))?.subject).toBe(
      'You already have a Felanmälan account',
    );
    // The pending list shows it like any other invitation.
    const pending = await t.api.get(`/api/invites?organisationId=${org.id}`, { token: manager.token });
    expect(pending.body.items.map((i: { email: string }) => i.email)).toContain(elsewhere.email);
    // The existing accounts still sign in as before.
    expect((await signIn(t.server.url, tenant.email, TEST_PASSWORD)).res.status).toBe(200);
  });
});

describe('invite rate limit', () => {
  it('answers 429 with Retry-After past 30 invitations a minute from one address', async () => {
    const ip = freshIp();
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 31; i++) {
      const res = await t.api.post(
        '/api/auth/generate-invite-token',
        { email: 'bad', role: 'Admin' },
        { token: t.admin.token, headers: ip },
      );
      status = res.status;
      retryAfter = res.headers.get('retry-after');
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
