import { describe, expect, it } from 'vitest';
import { ids, twoOrgSuite } from '../../test/api-suite';
import { crudStatuses, onEveryRoute, onEveryWrite, writeStatuses } from '../../test/crud-statuses';
import { expectFieldProblem } from '../../test/expect-problems';
import { createProperty, insertHeldReport, insertReport } from '../../test/org-world';

const s = twoOrgSuite({
  plumber: { role: 'Contractor', trade: 'plumber' },
  electrician: { role: 'Contractor', trade: 'electrician' },
});

describe('/api/properties as anonymous', () => {
  it('answers 401 on every route', async () => {
    const statuses = await crudStatuses(s.api, '/api/properties', s.a.property.id, {
      create: { address: 'x', type: 'Apartment' },
      update: { address: 'x' },
    });
    expect(statuses).toEqual(onEveryRoute(401));
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
    expectFieldProblem(res, 'organisationId', 'unrecognized_keys');
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
    const writes = await writeStatuses(s.api, '/api/properties', s.a.property.id, {
      token: s.a.tenant.token,
      create: { address: 'x', type: 'Apartment' },
    });
    expect(writes).toEqual(onEveryWrite(403));
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
    await insertHeldReport(s.server.db, held, s.plumber.contractorId!, { trade: 'heating' });
    await insertReport(s.server.db, {
      organisationId: s.a.org.id,
      propertyId: otherTrade.id,
      trade: 'electrician',
    });
    await insertHeldReport(s.server.db, taken, s.electrician.contractorId!, { trade: 'plumber' });

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
    const writes = await writeStatuses(s.api, '/api/properties', held.id, {
      token: s.plumber.token,
      create: { address: 'x', type: 'Apartment' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});
