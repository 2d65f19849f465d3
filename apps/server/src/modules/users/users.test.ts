import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { expectFieldProblem } from '../../test/expect-problems';
import { createOrgWithUsers } from '../../test/factories';

const s = apiSuite(async (db) => ({
  a: await createOrgWithUsers(db),
  b: await createOrgWithUsers(db),
  ...(await createUsers(db, {
    admin: { role: 'Admin', name: 'Ada Admin' },
    contractor: { role: 'Contractor', name: 'Rune Rörmokare' },
  })),
}));

const ids = (body: { items: { id: string }[] }) => body.items.map((u) => u.id).sort();

describe('GET /api/users', () => {
  it('lists everyone for an admin, with filters and paging', async () => {
    const all = await s.api.get('/api/users', { token: s.admin.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    expect(all.body.items[0]).toHaveProperty('disabled', false);
    const inA = await s.api.get(`/api/users?organisationId=${s.a.org.id}`, { token: s.admin.token });
    expect(ids(inA.body)).toEqual([s.a.manager.id, s.a.tenant.id].sort());
    const tenants = await s.api.get('/api/users?role=PropertyTenant', { token: s.admin.token });
    expect(ids(tenants.body)).toEqual([s.a.tenant.id, s.b.tenant.id].sort());
    const search = await s.api.get(`/api/users?q=${encodeURIComponent('rörmokare')}`, {
      token: s.admin.token,
    });
    expect(ids(search.body)).toEqual([s.contractor.id]);
    expect(search.body.items[0].contractorId).toBe(s.contractor.contractorId);
    const paged = await s.api.get('/api/users?pageSize=2&page=2&sort=-created', { token: s.admin.token });
    expect(paged.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(2);
  });

  it('shows a manager only their own organisation', async () => {
    const res = await s.api.get(`/api/users?organisationId=${s.b.org.id}`, { token: s.a.manager.token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([s.a.manager.id, s.a.tenant.id].sort());
  });

  it('refuses tenants and contractors (403), anonymous callers (401) and bad filters (400)', async () => {
    expect((await s.api.get('/api/users', { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.get('/api/users', { token: s.contractor.token })).status).toBe(403);
    expect((await s.api.get('/api/users')).status).toBe(401);
    const bad = await s.api.get('/api/users?role=King&pageSize=500', { token: s.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'pageSize',
      'role',
    ]);
    expect((await s.api.get('/api/users?sort=password', { token: s.admin.token })).status).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a manager rename and disable a tenant of their organisation; the tenant is signed out', async () => {
    const org = await createOrgWithUsers(s.server.db);
    const res = await s.api.put(
      `/api/users/${org.tenant.id}`,
      { name: 'Tina Tenant' },
      { token: org.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.tenant.id, name: 'Tina Tenant', disabled: false });
    expect((await s.api.get('/api/auth/get-current-user', { token: org.tenant.token })).status).toBe(200);
    const off = await s.api.put(
      `/api/users/${org.tenant.id}`,
      { disabled: true },
      { token: org.manager.token },
    );
    expect(off.body.disabled).toBe(true);
    expect((await s.api.get('/api/auth/get-current-user', { token: org.tenant.token })).status).toBe(401);
    const on = await s.api.put(`/api/users/${org.tenant.id}`, { disabled: false }, { token: s.admin.token });
    expect(on.body.disabled).toBe(false);
  });

  it('answers 404 for users outside a manager’s reach', async () => {
    expect(
      (await s.api.put(`/api/users/${s.b.tenant.id}`, { name: 'X' }, { token: s.a.manager.token })).status,
    ).toBe(404);
    expect(
      (await s.api.put(`/api/users/${s.admin.id}`, { name: 'X' }, { token: s.a.manager.token })).status,
    ).toBe(404);
    expect(
      (await s.api.put(`/api/users/${s.contractor.id}`, { name: 'X' }, { token: s.a.manager.token })).status,
    ).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await s.api.put(`/api/users/${missing}`, { name: 'X' }, { token: s.admin.token })).status).toBe(
      404,
    );
  });

  it('never lets callers disable themselves', async () => {
    const res = await s.api.put(`/api/users/${s.admin.id}`, { disabled: true }, { token: s.admin.token });
    expectFieldProblem(res, 'disabled', 'cannot_disable_self');
    expect((await s.api.get('/api/auth/get-current-user', { token: s.admin.token })).status).toBe(200);
  });

  it('refuses fields that cannot be written, tenants and anonymous callers', async () => {
    const bad = await s.api.put(`/api/users/${s.a.tenant.id}`, { role: 'Admin' }, { token: s.admin.token });
    expectFieldProblem(bad, 'role', 'unrecognized_keys');
    expect(
      (await s.api.put(`/api/users/${s.a.manager.id}`, { name: 'X' }, { token: s.a.tenant.token })).status,
    ).toBe(403);
    expect((await s.api.put(`/api/users/${s.a.manager.id}`, { name: 'X' })).status).toBe(401);
  });
});

describe('GET /api/invites', () => {
  it('lists pending invitations in the caller’s scope', async () => {
    const mk = (token: string, body: Record<string, unknown>) =>
      s.api.post('/api/auth/generate-invite-token', body, { token });
    await mk(s.a.manager.token, { email: 'pending-a@example.test', role: 'PropertyTenant' });
    await mk(s.b.manager.token, { email: 'pending-b@example.test', role: 'PropertyTenant' });
    const used = await mk(s.admin.token, { email: 'used@example.test', role: 'Contractor' });
    await s.api.post('/api/auth/create-account', { token: used.body.token, password: 'used-invite-secret' });

    const forA = await s.api.get('/api/invites', { token: s.a.manager.token });
    expect(forA.status).toBe(200);
    expect(forA.body.items.map((i: { email: string }) => i.email)).toEqual(['pending-a@example.test']);
    expect(forA.body.items[0]).toMatchObject({
      role: 'PropertyTenant',
      organisationId: s.a.org.id,
      invitedBy: s.a.manager.id,
    });
    expect(forA.body.items[0]).not.toHaveProperty('token');
    const all = await s.api.get('/api/invites', { token: s.admin.token });
    expect(all.body.items.map((i: { email: string }) => i.email).sort()).toEqual([
      'pending-a@example.test',
      'pending-b@example.test',
    ]);
    const onlyB = await s.api.get(`/api/invites?organisationId=${s.b.org.id}`, { token: s.admin.token });
    expect(onlyB.body.total).toBe(1);
    expect((await s.api.get('/api/invites', { token: s.a.tenant.token })).status).toBe(403);
  });
});
