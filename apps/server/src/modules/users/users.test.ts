import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers, createUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof createUser>>;
let a: Awaited<ReturnType<typeof createOrgWithUsers>>;
let b: Awaited<ReturnType<typeof createOrgWithUsers>>;
let contractor: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await createUser(server.db, { role: 'Admin', name: 'Ada Admin' });
  a = await createOrgWithUsers(server.db);
  b = await createOrgWithUsers(server.db);
  contractor = await createUser(server.db, { role: 'Contractor', name: 'Rune Rörmokare' });
});
afterAll(() => server.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((u) => u.id).sort();

describe('GET /api/users', () => {
  it('lists everyone for an admin, with filters and paging', async () => {
    const all = await api.get('/api/users', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    expect(all.body.items[0]).toHaveProperty('disabled', false);
    const inA = await api.get(`/api/users?organisationId=${a.org.id}`, { token: admin.token });
    expect(ids(inA.body)).toEqual([a.manager.id, a.tenant.id].sort());
    const tenants = await api.get('/api/users?role=PropertyTenant', { token: admin.token });
    expect(ids(tenants.body)).toEqual([a.tenant.id, b.tenant.id].sort());
    const search = await api.get(`/api/users?q=${encodeURIComponent('rörmokare')}`, { token: admin.token });
    expect(ids(search.body)).toEqual([contractor.id]);
    expect(search.body.items[0].contractorId).toBe(contractor.contractorId);
    const paged = await api.get('/api/users?pageSize=2&page=2&sort=-created', { token: admin.token });
    expect(paged.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(2);
  });

  it('shows a manager only their own organisation', async () => {
    const res = await api.get(`/api/users?organisationId=${b.org.id}`, { token: a.manager.token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([a.manager.id, a.tenant.id].sort());
  });

  it('refuses tenants and contractors (403), anonymous callers (401) and bad filters (400)', async () => {
    expect((await api.get('/api/users', { token: a.tenant.token })).status).toBe(403);
    expect((await api.get('/api/users', { token: contractor.token })).status).toBe(403);
    expect((await api.get('/api/users')).status).toBe(401);
    const bad = await api.get('/api/users?role=King&pageSize=500', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'pageSize',
      'role',
    ]);
    expect((await api.get('/api/users?sort=password', { token: admin.token })).status).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a manager rename and disable a tenant of their organisation; the tenant is signed out', async () => {
    const org = await createOrgWithUsers(server.db);
    const res = await api.put(
      `/api/users/${org.tenant.id}`,
      { name: 'Tina Tenant' },
      { token: org.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.tenant.id, name: 'Tina Tenant', disabled: false });
    expect((await api.get('/api/auth/get-current-user', { token: org.tenant.token })).status).toBe(200);
    const off = await api.put(
      `/api/users/${org.tenant.id}`,
      { disabled: true },
      { token: org.manager.token },
    );
    expect(off.body.disabled).toBe(true);
    expect((await api.get('/api/auth/get-current-user', { token: org.tenant.token })).status).toBe(401);
    const on = await api.put(`/api/users/${org.tenant.id}`, { disabled: false }, { token: admin.token });
    expect(on.body.disabled).toBe(false);
  });

  it('answers 404 for users outside a manager’s reach', async () => {
    expect(
      (await api.put(`/api/users/${b.tenant.id}`, { name: 'X' }, { token: a.manager.token })).status,
    ).toBe(404);
    expect((await api.put(`/api/users/${admin.id}`, { name: 'X' }, { token: a.manager.token })).status).toBe(
      404,
    );
    expect(
      (await api.put(`/api/users/${contractor.id}`, { name: 'X' }, { token: a.manager.token })).status,
    ).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.put(`/api/users/${missing}`, { name: 'X' }, { token: admin.token })).status).toBe(404);
  });

  it('never lets callers disable themselves', async () => {
    const res = await api.put(`/api/users/${admin.id}`, { disabled: true }, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ field: 'disabled', problem: 'cannot_disable_self' });
    expect((await api.get('/api/auth/get-current-user', { token: admin.token })).status).toBe(200);
  });

  it('refuses fields that cannot be written, tenants and anonymous callers', async () => {
    const bad = await api.put(`/api/users/${a.tenant.id}`, { role: 'Admin' }, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'role', problem: 'unrecognized_keys' });
    expect(
      (await api.put(`/api/users/${a.manager.id}`, { name: 'X' }, { token: a.tenant.token })).status,
    ).toBe(403);
    expect((await api.put(`/api/users/${a.manager.id}`, { name: 'X' })).status).toBe(401);
  });
});

describe('GET /api/invites', () => {
  it('lists pending invitations in the caller’s scope', async () => {
    const mk = (token: string, body: Record<string, unknown>) =>
      api.post('/api/auth/generate-invite-token', body, { token });
    await mk(a.manager.token, { email: 'pending-a@example.test', role: 'PropertyTenant' });
    await mk(b.manager.token, { email: 'pending-b@example.test', role: 'PropertyTenant' });
    const used = await mk(admin.token, { email: 'used@example.test', role: 'Contractor' });
    await api.post('/api/auth/create-account', { token: used.body.token, password: 'used-invite-secret' });

    const forA = await api.get('/api/invites', { token: a.manager.token });
    expect(forA.status).toBe(200);
    expect(forA.body.items.map((i: { email: string }) => i.email)).toEqual(['pending-a@example.test']);
    expect(forA.body.items[0]).toMatchObject({
      role: 'PropertyTenant',
      organisationId: a.org.id,
      invitedBy: a.manager.id,
    });
    expect(forA.body.items[0]).not.toHaveProperty('token');
    const all = await api.get('/api/invites', { token: admin.token });
    expect(all.body.items.map((i: { email: string }) => i.email).sort()).toEqual([
      'pending-a@example.test',
      'pending-b@example.test',
    ]);
    const onlyB = await api.get(`/api/invites?organisationId=${b.org.id}`, { token: admin.token });
    expect(onlyB.body.total).toBe(1);
    expect((await api.get('/api/invites', { token: a.tenant.token })).status).toBe(403);
  });
});
