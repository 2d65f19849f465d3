import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers, ids } from '../../test/api-suite';
import { createOrgWorld, createProperty, insertReport } from '../../test/org-world';
import { createPropertyService } from './properties.service';

const s = apiSuite(async (db) => ({
  a: await createOrgWorld(db, 'Alfa'),
  b: await createOrgWorld(db, 'Beta'),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber' },
    electrician: { role: 'Contractor', trade: 'electrician' },
  })),
}));

describe('/api/properties as anonymous', () => {
  it('answers 401 on every route', async () => {
    const id = s.a.property.id;
    expect((await s.api.get('/api/properties')).status).toBe(401);
    expect((await s.api.get(`/api/properties/${id}`)).status).toBe(401);
    expect((await s.api.post('/api/properties', { address: 'x', type: 'Apartment' })).status).toBe(401);
    expect((await s.api.put(`/api/properties/${id}`, { address: 'x' })).status).toBe(401);
    expect((await s.api.del(`/api/properties/${id}`)).status).toBe(401);
  });
});

describe('/api/properties as Admin', () => {
  it('creates in the organisation it names, and requires one', async () => {
    const res = await s.api.post(
      '/api/properties',
      { organisationId: s.b.org.id, address: 'Adminvägen 3', type: 'Commercial', city: 'Luleå' },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: s.b.org.id,
      address: 'Adminvägen 3',
      type: 'Commercial',
      city: 'Luleå',
      postalCode: '',
      country: 'Sverige',
      county: '',
      description: null,
    });
    expect(res.body.created).toMatch(/^\d{4}-/);
    expect(res.body.lastModified).toBeTruthy();

    const missing = await s.api.post(
      '/api/properties',
      { address: 'x', type: 'Apartment' },
      { token: s.admin.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([
      expect.objectContaining({ field: 'organisationId', problem: 'required' }),
    ]);
    const unknown = await s.api.post(
      '/api/properties',
      { organisationId: '00000000-0000-4000-8000-000000000000', address: 'x', type: 'Apartment' },
      { token: s.admin.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('organisationId');
  });

  it('lists, reads, updates and deletes in every organisation', async () => {
    const list = await s.api.get('/api/properties?pageSize=100', { token: s.admin.token });
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual(expect.arrayContaining([s.a.property.id, s.b.property.id]));
    const byOrg = await s.api.get(`/api/properties?organisationId=${s.b.org.id}&pageSize=100`, {
      token: s.admin.token,
    });
    expect(byOrg.body.items.every((p: { organisationId: string }) => p.organisationId === s.b.org.id)).toBe(
      true,
    );

    const extra = await createProperty(s.server.db, s.b.org.id, { address: 'Raderas 1' });
    expect((await s.api.get(`/api/properties/${extra.id}`, { token: s.admin.token })).status).toBe(200);
    const put = await s.api.put(
      `/api/properties/${extra.id}`,
      { county: 'Uppsala län' },
      { token: s.admin.token },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ county: 'Uppsala län', address: 'Raderas 1', city: 'Uppsala' });
    expect((await s.api.del(`/api/properties/${extra.id}`, { token: s.admin.token })).body).toEqual({
      ok: true,
    });
    expect((await s.api.get(`/api/properties/${extra.id}`, { token: s.admin.token })).status).toBe(404);
  });
});

describe('/api/properties as PropertyManager', () => {
  it('creates in the own organisation and refuses organisationId', async () => {
    const res = await s.api.post(
      '/api/properties',
      { address: 'Förvaltargatan 2', type: 'Industrial' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.a.org.id);
    const refused = await s.api.post(
      '/api/properties',
      { organisationId: s.a.org.id, address: 'x', type: 'Apartment' },
      { token: s.a.manager.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ field: 'organisationId', problem: 'unrecognized_keys' }),
    ]);
  });

  it('lists only the own organisation and edits its records', async () => {
    const list = await s.api.get('/api/properties?pageSize=100', { token: s.a.manager.token });
    expect(ids(list)).toContain(s.a.property.id);
    expect(ids(list)).not.toContain(s.b.property.id);
    expect(list.body.items.every((p: { organisationId: string }) => p.organisationId === s.a.org.id)).toBe(
      true,
    );
    const own = await createProperty(s.server.db, s.a.org.id, { address: 'Egen 5' });
    const put = await s.api.put(
      `/api/properties/${own.id}`,
      { description: 'Tre trappor' },
      { token: s.a.manager.token },
    );
    expect(put.body.description).toBe('Tre trappor');
    expect((await s.api.del(`/api/properties/${own.id}`, { token: s.a.manager.token })).status).toBe(200);
  });

  it('cannot move a property to another organisation', async () => {
    const res = await s.api.put(
      `/api/properties/${s.a.property.id}`,
      { organisationId: s.b.org.id },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({
      field: 'organisationId',
      problem: 'unrecognized_keys',
    });
  });
});

describe('/api/properties as PropertyTenant', () => {
  it('reads only the properties of the premises it is linked to', async () => {
    const unlinked = await createProperty(s.server.db, s.a.org.id, { address: 'Olänkad 9' });
    const list = await s.api.get('/api/properties', { token: s.a.tenant.token });
    expect(ids(list)).toEqual([s.a.property.id]);
    expect(list.body.total).toBe(1);
    expect((await s.api.get(`/api/properties/${s.a.property.id}`, { token: s.a.tenant.token })).status).toBe(
      200,
    );
    expect((await s.api.get(`/api/properties/${unlinked.id}`, { token: s.a.tenant.token })).status).toBe(404);
    const none = await s.api.get('/api/properties', { token: s.a.otherTenant.token });
    expect(none.body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });

  it('may not write: 403 on what it sees, 404 on what it does not', async () => {
    const post = await s.api.post(
      '/api/properties',
      { address: 'x', type: 'Apartment' },
      { token: s.a.tenant.token },
    );
    expect(post.status).toBe(403);
    expect(
      (await s.api.put(`/api/properties/${s.a.property.id}`, {}, { token: s.a.tenant.token })).status,
    ).toBe(403);
    expect((await s.api.del(`/api/properties/${s.a.property.id}`, { token: s.a.tenant.token })).status).toBe(
      403,
    );
    expect(
      (await s.api.put(`/api/properties/${s.b.property.id}`, {}, { token: s.a.tenant.token })).status,
    ).toBe(404);
  });
});

describe('/api/properties as Contractor', () => {
  it('reads the properties of its own reports and of open unassigned reports in its trade', async () => {
    const market = await createProperty(s.server.db, s.a.org.id, { address: 'Marknad 1' });
    const held = await createProperty(s.server.db, s.b.org.id, { address: 'Accepterad 2' });
    const otherTrade = await createProperty(s.server.db, s.a.org.id, { address: 'Elgatan 3' });
    const taken = await createProperty(s.server.db, s.a.org.id, { address: 'Tagen 4' });
    await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: market.id, trade: 'plumber' });
    await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: held.id,
      trade: 'heating',
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
    });
    await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: otherTrade.id,
      trade: 'electrician',
    });
    await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: taken.id,
      trade: 'plumber',
      status: 'InProgress',
      contractorId: s.electrician.contractorId,
    });

    const list = await s.api.get('/api/properties?sort=address', { token: s.plumber.token });
    expect(ids(list)).toEqual([held.id, market.id]);
    expect((await s.api.get(`/api/properties/${held.id}`, { token: s.plumber.token })).status).toBe(200);
    expect((await s.api.get(`/api/properties/${otherTrade.id}`, { token: s.plumber.token })).status).toBe(
      404,
    );
    expect((await s.api.get(`/api/properties/${taken.id}`, { token: s.plumber.token })).status).toBe(404);
    expect(ids(await s.api.get('/api/properties', { token: s.electrician.token }))).toEqual(
      expect.arrayContaining([otherTrade.id, taken.id]),
    );
    expect((await s.api.put(`/api/properties/${held.id}`, {}, { token: s.plumber.token })).status).toBe(403);
    const post = await s.api.post(
      '/api/properties',
      { address: 'x', type: 'Apartment' },
      { token: s.plumber.token },
    );
    expect(post.status).toBe(403);
  });
});

describe('/api/properties validation', () => {
  it('refuses read-only and unknown fields, naming each', async () => {
    const res = await s.api.post(
      '/api/properties',
      { id: s.a.property.id, created: '2020-01-01', colour: 'red', address: 'x', type: 'Apartment' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'colour',
      'created',
      'id',
    ]);
  });

  it('refuses bad values with field details', async () => {
    const res = await s.api.post(
      '/api/properties',
      { address: '  ', type: 'Castle' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['address', 'type']);
    expect(res.body.error.details[0].message).toBeTruthy();
    const long = await s.api.put(
      `/api/properties/${s.a.property.id}`,
      { postalCode: 'x'.repeat(21) },
      {
        token: s.a.manager.token,
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].field).toBe('postalCode');
    expect((await s.api.get('/api/properties/not-a-uuid', { token: s.admin.token })).status).toBe(400);
  });

  it('refuses bad list parameters', async () => {
    for (const query of ['pageSize=101', 'page=0', 'sort=password', 'type=Castle', 'colour=red']) {
      const res = await s.api.get(`/api/properties?${query}`, { token: s.admin.token });
      expect(res.status, query).toBe(400);
      expect(res.body.error.details.length, query).toBeGreaterThan(0);
    }
  });
});

describe('/api/properties lists', () => {
  it('pages, sorts, searches and filters', async () => {
    const w = await createOrgWorld(s.server.db, 'Gamma');
    for (const [address, city] of [
      ['Alm 1', 'Umeå'],
      ['Björk 2', 'Umeå'],
      ['Ceder 3', 'Kiruna'],
      ['100%_rabatt 4', 'Kiruna'],
    ])
      await createProperty(s.server.db, w.org.id, { address, city, type: 'Commercial' });
    const t = { token: w.manager.token };

    const p1 = await s.api.get('/api/properties?pageSize=2&sort=address', t);
    expect(p1.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(p1.body.items.map((p: { address: string }) => p.address)).toEqual(['100%_rabatt 4', 'Alm 1']);
    const p3 = await s.api.get('/api/properties?pageSize=2&page=3&sort=address', t);
    expect(p3.body.items.map((p: { address: string }) => p.address)).toEqual(['Gamma gata 1']);
    const desc = await s.api.get('/api/properties?sort=-address&pageSize=1', t);
    expect(desc.body.items[0].address).toBe('Gamma gata 1');
    const past = await s.api.get('/api/properties?page=9', t);
    expect(past.body).toMatchObject({ items: [], total: 5 });

    const q = await s.api.get('/api/properties?q=bJÖr', t);
    expect(q.body.items.map((p: { address: string }) => p.address)).toEqual(['Björk 2']);
    // % and _ match themselves, not "anything".
    expect((await s.api.get(`/api/properties?q=${encodeURIComponent('%_')}`, t)).body.total).toBe(1);
    expect((await s.api.get(`/api/properties?q=${encodeURIComponent('_')}`, t)).body.total).toBe(1);
    expect((await s.api.get('/api/properties?city=kiruna', t)).body.total).toBe(2);
    expect((await s.api.get('/api/properties?type=Commercial&city=Umeå', t)).body.total).toBe(2);
    expect((await s.api.get('/api/properties?type=Industrial', t)).body.total).toBe(0);
  });
});

describe('DELETE /api/properties/{id} with reports', () => {
  it('answers 409 and keeps the property', async () => {
    const prop = await createProperty(s.server.db, s.a.org.id, { address: 'Historik 7' });
    await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: prop.id, status: 'Closed' });
    const res = await s.api.del(`/api/properties/${prop.id}`, {
      token: s.a.manager.token,
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(res.body.error.message).toMatch(/report/i);
    expect((await s.api.get(`/api/properties/${prop.id}`, { token: s.a.manager.token })).status).toBe(200);
  });
});

describe('createPropertyService (used by the assistant)', () => {
  it('applies the same scope and clamps paging for partial queries', async () => {
    const service = createPropertyService(s.server.deps);
    const mine = await service.list(s.a.tenant, {});
    expect(mine.items.map((p) => p.id)).toEqual([s.a.property.id]);
    expect((await service.list(s.admin, { pageSize: 500, page: 0 })).pageSize).toBe(100);
    expect((await service.get(s.a.tenant, s.a.property.id)).address).toBe(s.a.property.address);
    await expect(service.get(s.a.tenant, s.b.property.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
