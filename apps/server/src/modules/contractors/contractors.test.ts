import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers, ids } from '../../test/api-suite';
import { crudStatuses, onEveryRoute } from '../../test/crud-statuses';
import { createUser } from '../../test/factories';
import { createOrgWorld, insertReport } from '../../test/org-world';

const s = apiSuite(async (db) => ({
  a: await createOrgWorld(db, 'Alfa'),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber', name: 'Rörläggar-Rut' },
    electrician: { role: 'Contractor', trade: 'electrician', name: 'El-Erik' },
  })),
}));

describe('/api/contractors as anonymous', () => {
  it('answers 401 on every route', async () => {
    const statuses = await crudStatuses(s.api, '/api/contractors', s.plumber.contractorId!, {
      create: { name: 'x', trade: 'plumber' },
    });
    expect(statuses).toEqual(onEveryRoute(401));
  });
});

describe('/api/contractors as Admin', () => {
  it('creates, reads, updates and deletes', async () => {
    const res = await s.api.post(
      '/api/contractors',
      {
        name: 'Glas & Co',
        phone: '070-123 45 67',
        email: 'glas@example.test',
        trade: 'glazier',
        description: 'Akut',
      },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Glas & Co',
      phone: '070-123 45 67',
      trade: 'glazier',
      userId: null,
    });
    const dup = await s.api.post(
      '/api/contractors',
      { name: 'Kopia', email: 'GLAS@example.test', trade: 'glazier' },
      { token: s.admin.token },
    );
    expect(dup.status).toBe(409);
    const put = await s.api.put(
      `/api/contractors/${res.body.id}`,
      { trade: 'carpentry' },
      { token: s.admin.token },
    );
    expect(put.body).toMatchObject({ trade: 'carpentry', name: 'Glas & Co' });
    expect((await s.api.del(`/api/contractors/${res.body.id}`, { token: s.admin.token })).status).toBe(200);
    expect((await s.api.get(`/api/contractors/${res.body.id}`, { token: s.admin.token })).status).toBe(404);
  });

  it('answers 409 when deleting a contractor with work in progress, and keeps history otherwise', async () => {
    const busy = await createUser(s.server.db, { role: 'Contractor', trade: 'heating' });
    const report = await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      trade: 'heating',
      status: 'InProgress',
      contractorId: busy.contractorId,
    });
    const refused = await s.api.del(`/api/contractors/${busy.contractorId}`, {
      token: s.admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/in progress/);
    await s.server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE id = $1`, [
      report.id,
    ]);
    expect((await s.api.del(`/api/contractors/${busy.contractorId}`, { token: s.admin.token })).status).toBe(
      200,
    );
    const [kept] = await s.server.db.query<{ contractorId: string | null }>(
      'SELECT contractor_id FROM reports WHERE id = $1',
      [report.id],
    );
    expect(kept).toEqual({ contractorId: null });
  });
});

describe('/api/contractors as PropertyManager', () => {
  it('reads all contractors with contact details, writes none', async () => {
    const list = await s.api.get('/api/contractors?pageSize=100', { token: s.a.manager.token });
    expect(ids(list)).toEqual(expect.arrayContaining([s.plumber.contractorId, s.electrician.contractorId]));
    const one = await s.api.get(`/api/contractors/${s.plumber.contractorId}`, { token: s.a.manager.token });
    expect(one.body.email).toBe(s.plumber.email);
    expect(
      (await s.api.post('/api/contractors', { name: 'x', trade: 'other' }, { token: s.a.manager.token }))
        .status,
    ).toBe(403);
    expect(
      (await s.api.put(`/api/contractors/${s.plumber.contractorId}`, {}, { token: s.a.manager.token }))
        .status,
    ).toBe(403);
    expect(
      (await s.api.del(`/api/contractors/${s.plumber.contractorId}`, { token: s.a.manager.token })).status,
    ).toBe(403);
  });
});

describe('/api/contractors as Contractor', () => {
  it('reads only its own profile', async () => {
    const list = await s.api.get('/api/contractors', { token: s.plumber.token });
    expect(ids(list)).toEqual([s.plumber.contractorId]);
    expect(
      (await s.api.get(`/api/contractors/${s.electrician.contractorId}`, { token: s.plumber.token })).status,
    ).toBe(404);
  });

  it('updates name, phone and description of its own profile, never trade or email', async () => {
    const put = await s.api.put(
      `/api/contractors/${s.plumber.contractorId}`,
      { name: 'Rut Rör AB', phone: '08-111 22', description: 'Jour dygnet runt', trade: 'plumber' },
      { token: s.plumber.token },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Rut Rör AB', phone: '08-111 22', trade: 'plumber' });
    const trade = await s.api.put(
      `/api/contractors/${s.plumber.contractorId}`,
      { trade: 'electrician' },
      {
        token: s.plumber.token,
      },
    );
    expect(trade.status).toBe(400);
    expect(trade.body.error.details).toEqual([
      expect.objectContaining({ field: 'trade', problem: 'unrecognized_keys' }),
    ]);
    const email = await s.api.put(
      `/api/contractors/${s.plumber.contractorId}`,
      { email: 'ny@example.test' },
      {
        token: s.plumber.token,
      },
    );
    expect(email.status).toBe(400);
    expect(email.body.error.details[0].field).toBe('email');
    expect(
      (await s.api.put(`/api/contractors/${s.electrician.contractorId}`, {}, { token: s.plumber.token }))
        .status,
    ).toBe(404);
    expect(
      (await s.api.post('/api/contractors', { name: 'x', trade: 'other' }, { token: s.plumber.token }))
        .status,
    ).toBe(403);
    expect(
      (await s.api.del(`/api/contractors/${s.plumber.contractorId}`, { token: s.plumber.token })).status,
    ).toBe(403);
  });
});

describe('/api/contractors as PropertyTenant', () => {
  it('reads only contractors on its own reports, name and trade only', async () => {
    expect((await s.api.get('/api/contractors', { token: s.a.tenant.token })).body.total).toBe(0);
    await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      status: 'InProgress',
      contractorId: s.electrician.contractorId,
      reporterId: s.a.tenant.id,
      trade: 'electrician',
    });
    // Someone else's report does not reveal its contractor.
    await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
      reporterId: s.a.otherTenant.id,
    });
    const list = await s.api.get('/api/contractors', { token: s.a.tenant.token });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: s.electrician.contractorId,
        name: 'El-Erik',
        trade: 'electrician',
        phone: null,
        email: null,
        description: null,
        userId: null,
      }),
    ]);
    const one = await s.api.get(`/api/contractors/${s.electrician.contractorId}`, {
      token: s.a.tenant.token,
    });
    expect(one.body.email).toBeNull();
    expect(
      (await s.api.get(`/api/contractors/${s.plumber.contractorId}`, { token: s.a.tenant.token })).status,
    ).toBe(404);
    // Searching cannot probe the hidden email either.
    expect(
      (await s.api.get(`/api/contractors?q=${s.electrician.email.slice(0, 12)}`, { token: s.a.tenant.token }))
        .body.total,
    ).toBe(0);
    expect(
      (await s.api.put(`/api/contractors/${s.electrician.contractorId}`, {}, { token: s.a.tenant.token }))
        .status,
    ).toBe(403);
  });
});

describe('/api/contractors validation and lists', () => {
  it('refuses unknown, read-only and bad fields with details', async () => {
    const res = await s.api.post(
      '/api/contractors',
      { name: '', trade: 'astronaut', email: 'not-an-email', userId: s.plumber.id, id: 'x' },
      { token: s.admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['email', 'id', 'name', 'trade', 'userId'].sort(),
    );
    expect((await s.api.get('/api/contractors?trade=astronaut', { token: s.admin.token })).status).toBe(400);
  });

  it('pages, sorts, searches and filters by trade', async () => {
    for (const [name, trade] of [
      ['Låssmed Lisa', 'locksmith'],
      ['Låsjouren', 'locksmith'],
      ['Måleri 100%', 'painting'],
    ])
      await s.api.post('/api/contractors', { name, trade }, { token: s.admin.token });
    const t = { token: s.admin.token };
    const locks = await s.api.get('/api/contractors?trade=locksmith&sort=-name', t);
    expect(locks.body.items.map((c: { name: string }) => c.name)).toEqual(['Låssmed Lisa', 'Låsjouren']);
    const paged = await s.api.get('/api/contractors?trade=locksmith&sort=name&pageSize=1&page=2', t);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items[0].name).toBe('Låssmed Lisa');
    expect(
      (await s.api.get('/api/contractors?q=%25', t)).body.items.map((c: { name: string }) => c.name),
    ).toEqual(['Måleri 100%']);
  });
});
