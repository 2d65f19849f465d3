import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { createOrgWorld, insertReport, type OrgWorld } from '../../test/org-world';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let a: OrgWorld;
let admin: TestUser;
let plumber: TestUser;
let electrician: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  a = await createOrgWorld(server.db, 'Alfa');
  admin = await createUser(server.db, { role: 'Admin' });
  plumber = await createUser(server.db, { role: 'Contractor', trade: 'plumber', name: 'Rörläggar-Rut' });
  electrician = await createUser(server.db, { role: 'Contractor', trade: 'electrician', name: 'El-Erik' });
});
afterAll(() => server.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

describe('/api/contractors as anonymous', () => {
  it('answers 401 on every route', async () => {
    const id = plumber.contractorId!;
    expect((await api.get('/api/contractors')).status).toBe(401);
    expect((await api.get(`/api/contractors/${id}`)).status).toBe(401);
    expect((await api.post('/api/contractors', { name: 'x', trade: 'plumber' })).status).toBe(401);
    expect((await api.put(`/api/contractors/${id}`, {})).status).toBe(401);
    expect((await api.del(`/api/contractors/${id}`)).status).toBe(401);
  });
});

describe('/api/contractors as Admin', () => {
  it('creates, reads, updates and deletes', async () => {
    const res = await api.post(
      '/api/contractors',
      {
        name: 'Glas & Co',
        phone: '070-123 45 67',
        email: 'glas@example.test',
        trade: 'glazier',
        description: 'Akut',
      },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Glas & Co',
      phone: '070-123 45 67',
      trade: 'glazier',
      userId: null,
    });
    const dup = await api.post(
      '/api/contractors',
      { name: 'Kopia', email: 'GLAS@example.test', trade: 'glazier' },
      { token: admin.token },
    );
    expect(dup.status).toBe(409);
    const put = await api.put(
      `/api/contractors/${res.body.id}`,
      { trade: 'carpentry' },
      { token: admin.token },
    );
    expect(put.body).toMatchObject({ trade: 'carpentry', name: 'Glas & Co' });
    expect((await api.del(`/api/contractors/${res.body.id}`, { token: admin.token })).status).toBe(200);
    expect((await api.get(`/api/contractors/${res.body.id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 409 when deleting a contractor with work in progress, and keeps history otherwise', async () => {
    const busy = await createUser(server.db, { role: 'Contractor', trade: 'heating' });
    const report = await insertReport(server.db, {
      organisationId: a.org.id,
      propertyId: a.property.id,
      trade: 'heating',
      status: 'InProgress',
      contractorId: busy.contractorId,
    });
    const refused = await api.del(`/api/contractors/${busy.contractorId}`, {
      token: admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/in progress/);
    await server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE id = $1`, [
      report.id,
    ]);
    expect((await api.del(`/api/contractors/${busy.contractorId}`, { token: admin.token })).status).toBe(200);
    const [kept] = await server.db.query<{ contractorId: string | null }>(
      'SELECT contractor_id FROM reports WHERE id = $1',
      [report.id],
    );
    expect(kept).toEqual({ contractorId: null });
  });
});

describe('/api/contractors as PropertyManager', () => {
  it('reads all contractors with contact details, writes none', async () => {
    const list = await api.get('/api/contractors?pageSize=100', { token: a.manager.token });
    expect(ids(list)).toEqual(expect.arrayContaining([plumber.contractorId, electrician.contractorId]));
    const one = await api.get(`/api/contractors/${plumber.contractorId}`, { token: a.manager.token });
    expect(one.body.email).toBe(plumber.email);
    expect(
      (await api.post('/api/contractors', { name: 'x', trade: 'other' }, { token: a.manager.token })).status,
    ).toBe(403);
    expect(
      (await api.put(`/api/contractors/${plumber.contractorId}`, {}, { token: a.manager.token })).status,
    ).toBe(403);
    expect(
      (await api.del(`/api/contractors/${plumber.contractorId}`, { token: a.manager.token })).status,
    ).toBe(403);
  });
});

describe('/api/contractors as Contractor', () => {
  it('reads only its own profile', async () => {
    const list = await api.get('/api/contractors', { token: plumber.token });
    expect(ids(list)).toEqual([plumber.contractorId]);
    expect(
      (await api.get(`/api/contractors/${electrician.contractorId}`, { token: plumber.token })).status,
    ).toBe(404);
  });

  it('updates name, phone and description of its own profile, never trade or email', async () => {
    const put = await api.put(
      `/api/contractors/${plumber.contractorId}`,
      { name: 'Rut Rör AB', phone: '08-111 22', description: 'Jour dygnet runt', trade: 'plumber' },
      { token: plumber.token },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Rut Rör AB', phone: '08-111 22', trade: 'plumber' });
    const trade = await api.put(
      `/api/contractors/${plumber.contractorId}`,
      { trade: 'electrician' },
      {
        token: plumber.token,
      },
    );
    expect(trade.status).toBe(400);
    expect(trade.body.error.details).toEqual([
      expect.objectContaining({ field: 'trade', problem: 'unrecognized_keys' }),
    ]);
    const email = await api.put(
      `/api/contractors/${plumber.contractorId}`,
      { email: 'ny@example.test' },
      {
        token: plumber.token,
      },
    );
    expect(email.status).toBe(400);
    expect(email.body.error.details[0].field).toBe('email');
    expect(
      (await api.put(`/api/contractors/${electrician.contractorId}`, {}, { token: plumber.token })).status,
    ).toBe(404);
    expect(
      (await api.post('/api/contractors', { name: 'x', trade: 'other' }, { token: plumber.token })).status,
    ).toBe(403);
    expect((await api.del(`/api/contractors/${plumber.contractorId}`, { token: plumber.token })).status).toBe(
      403,
    );
  });
});

describe('/api/contractors as PropertyTenant', () => {
  it('reads only contractors on its own reports, name and trade only', async () => {
    expect((await api.get('/api/contractors', { token: a.tenant.token })).body.total).toBe(0);
    await insertReport(server.db, {
      organisationId: a.org.id,
      propertyId: a.property.id,
      status: 'InProgress',
      contractorId: electrician.contractorId,
      reporterId: a.tenant.id,
      trade: 'electrician',
    });
    // Someone else's report does not reveal its contractor.
    await insertReport(server.db, {
      organisationId: a.org.id,
      propertyId: a.property.id,
      status: 'InProgress',
      contractorId: plumber.contractorId,
      reporterId: a.otherTenant.id,
    });
    const list = await api.get('/api/contractors', { token: a.tenant.token });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: electrician.contractorId,
        name: 'El-Erik',
        trade: 'electrician',
        phone: null,
        email: null,
        description: null,
        userId: null,
      }),
    ]);
    const one = await api.get(`/api/contractors/${electrician.contractorId}`, { token: a.tenant.token });
    expect(one.body.email).toBeNull();
    expect(
      (await api.get(`/api/contractors/${plumber.contractorId}`, { token: a.tenant.token })).status,
    ).toBe(404);
    // Searching cannot probe the hidden email either.
    expect(
      (await api.get(`/api/contractors?q=${electrician.email.slice(0, 12)}`, { token: a.tenant.token })).body
        .total,
    ).toBe(0);
    expect(
      (await api.put(`/api/contractors/${electrician.contractorId}`, {}, { token: a.tenant.token })).status,
    ).toBe(403);
  });
});

describe('/api/contractors validation and lists', () => {
  it('refuses unknown, read-only and bad fields with details', async () => {
    const res = await api.post(
      '/api/contractors',
      { name: '', trade: 'astronaut', email: 'not-an-email', userId: plumber.id, id: 'x' },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['email', 'id', 'name', 'trade', 'userId'].sort(),
    );
    expect((await api.get('/api/contractors?trade=astronaut', { token: admin.token })).status).toBe(400);
  });

  it('pages, sorts, searches and filters by trade', async () => {
    for (const [name, trade] of [
      ['Låssmed Lisa', 'locksmith'],
      ['Låsjouren', 'locksmith'],
      ['Måleri 100%', 'painting'],
    ])
      await api.post('/api/contractors', { name, trade }, { token: admin.token });
    const t = { token: admin.token };
    const locks = await api.get('/api/contractors?trade=locksmith&sort=-name', t);
    expect(locks.body.items.map((c: { name: string }) => c.name)).toEqual(['Låssmed Lisa', 'Låsjouren']);
    const paged = await api.get('/api/contractors?trade=locksmith&sort=name&pageSize=1&page=2', t);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items[0].name).toBe('Låssmed Lisa');
    expect(
      (await api.get('/api/contractors?q=%25', t)).body.items.map((c: { name: string }) => c.name),
    ).toEqual(['Måleri 100%']);
  });
});
