import { describe, expect, it } from 'vitest';
import { ids, twoOrgSuite } from '../../test/api-suite';
import { crudStatuses, onEveryRoute, onEveryWrite, writeStatuses } from '../../test/crud-statuses';
import { createOrgWorld, createPremises, createProperty, insertReport } from '../../test/org-world';
import { createPremisesService } from './premises.service';

const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });

describe('/api/Premises as anonymous', () => {
  it('answers 401 on both spellings', async () => {
    for (const base of ['/api/Premises', '/api/premises'])
      expect(await crudStatuses(s.api, base, s.a.premises.id)).toEqual(onEveryRoute(401));
  });
});

describe('/api/Premises as PropertyManager', () => {
  it('creates premises with tenants on an own property and answers tenantIds', async () => {
    const res = await s.api.post(
      '/api/Premises',
      {
        propertyId: s.a.property.id,
        designation: 'Lgh 1202',
        floor: 2,
        areaSqm: 54.5,
        description: 'Två rum och kök',
        tenantIds: [s.a.otherTenant.id],
      },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      designation: 'Lgh 1202',
      floor: 2,
      areaSqm: 54.5,
      tenantIds: [s.a.otherTenant.id],
    });
    const byLower = await s.api.get(`/api/premises/${res.body.id}`, { token: s.a.manager.token });
    expect(byLower.body.tenantIds).toEqual([s.a.otherTenant.id]);
  });

  it('refuses a property of another organisation, and tenants who are not its tenants', async () => {
    const foreign = await s.api.post(
      '/api/Premises',
      { propertyId: s.b.property.id, designation: 'X 1' },
      { token: s.a.manager.token },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([
      expect.objectContaining({ field: 'propertyId', problem: 'invalid_value' }),
    ]);
    for (const tenantId of [s.b.tenant.id, s.a.manager.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await s.api.post(
        '/api/Premises',
        { propertyId: s.a.property.id, designation: `T ${tenantId.slice(0, 4)}`, tenantIds: [tenantId] },
        { token: s.a.manager.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('tenantIds');
    }
    // Nothing half-made is left behind by the refused requests.
    const list = await s.api.get(`/api/Premises?propertyId=${s.a.property.id}&q=T`, {
      token: s.a.manager.token,
    });
    expect(list.body.items.filter((p: { designation: string }) => p.designation.startsWith('T '))).toEqual(
      [],
    );
  });

  it('updates fields and replaces the tenants; lists only its organisation', async () => {
    const pm = await createPremises(s.server.db, { ...s.a.property }, { designation: 'Förråd 3' });
    const put = await s.api.put(
      `/api/Premises/${pm.id}`,
      { floor: -1, tenantIds: [s.a.tenant.id, s.a.otherTenant.id] },
      { token: s.a.manager.token },
    );
    expect(put.status).toBe(200);
    expect(put.body.floor).toBe(-1);
    expect(put.body.designation).toBe('Förråd 3');
    expect([...put.body.tenantIds].sort()).toEqual([s.a.tenant.id, s.a.otherTenant.id].sort());
    const cleared = await s.api.put(
      `/api/Premises/${pm.id}`,
      { tenantIds: [] },
      { token: s.a.manager.token },
    );
    expect(cleared.body.tenantIds).toEqual([]);

    const list = await s.api.get('/api/Premises?pageSize=100', { token: s.a.manager.token });
    expect(ids(list)).toContain(pm.id);
    expect(ids(list)).not.toContain(s.b.premises.id);
    expect((await s.api.del(`/api/Premises/${pm.id}`, { token: s.a.manager.token })).status).toBe(200);
    expect((await s.api.get(`/api/Premises/${pm.id}`, { token: s.a.manager.token })).status).toBe(404);
  });

  it('answers 409 when the designation is taken on the property', async () => {
    const res = await s.api.post(
      '/api/Premises',
      { propertyId: s.a.property.id, designation: 'Lgh 1101' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(409);
  });
});

describe('/api/Premises as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await s.api.post(
      '/api/premises',
      { propertyId: s.b.property.id, designation: 'Kontor A', tenantIds: [s.b.otherTenant.id] },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.b.org.id);
    expect(
      (await s.api.put(`/api/premises/${res.body.id}`, { areaSqm: 12 }, { token: s.admin.token })).body
        .areaSqm,
    ).toBe(12);
    const list = await s.api.get('/api/Premises?pageSize=100', { token: s.admin.token });
    expect(ids(list)).toEqual(expect.arrayContaining([s.a.premises.id, s.b.premises.id]));
    expect((await s.api.del(`/api/premises/${res.body.id}`, { token: s.admin.token })).status).toBe(200);
  });
});

describe('/api/Premises as PropertyTenant', () => {
  it('reads only its own premises, without tenantIds', async () => {
    const list = await s.api.get('/api/Premises', { token: s.a.tenant.token });
    expect(ids(list)).toEqual([s.a.premises.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    const one = await s.api.get(`/api/Premises/${s.a.premises.id}`, { token: s.a.tenant.token });
    expect(one.status).toBe(200);
    expect(one.body.tenantIds).toBeUndefined();
    expect(
      (await s.api.get(`/api/Premises/${s.a.premises.id}`, { token: s.a.otherTenant.token })).status,
    ).toBe(404);
  });

  it('may not write', async () => {
    const writes = await writeStatuses(s.api, '/api/Premises', s.a.premises.id, {
      token: s.a.tenant.token,
      create: { propertyId: s.a.property.id, designation: 'Egen' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});

describe('/api/Premises as Contractor', () => {
  it('reads the premises of reports it may see, nothing else', async () => {
    const property = await createProperty(s.server.db, s.b.org.id, { address: 'Jobbgatan 1' });
    const seen = await createPremises(s.server.db, property, { designation: 'Lgh 1' });
    const unseen = await createPremises(s.server.db, property, { designation: 'Lgh 2' });
    await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: property.id,
      premisesId: seen.id,
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
    });
    await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: property.id,
      premisesId: unseen.id,
      trade: 'glazier',
    });
    const list = await s.api.get('/api/Premises', { token: s.plumber.token });
    expect(ids(list)).toEqual([seen.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    expect((await s.api.get(`/api/Premises/${unseen.id}`, { token: s.plumber.token })).status).toBe(404);
    const writes = await writeStatuses(s.api, '/api/Premises', seen.id, {
      token: s.plumber.token,
      create: { propertyId: property.id, designation: 'x' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});

describe('/api/Premises validation and lists', () => {
  it('refuses read-only, unknown and bad fields with details', async () => {
    const res = await s.api.post(
      '/api/Premises',
      {
        propertyId: s.a.property.id,
        designation: '',
        floor: 2.5,
        areaSqm: -3,
        organisationId: s.a.org.id,
        id: 'x',
      },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['areaSqm', 'designation', 'floor', 'id', 'organisationId'].sort(),
    );
    const move = await s.api.put(
      `/api/Premises/${s.a.premises.id}`,
      { propertyId: s.b.property.id },
      {
        token: s.a.manager.token,
      },
    );
    expect(move.status).toBe(400);
    expect(move.body.error.details[0].field).toBe('propertyId');
    const bad = await s.api.put(
      `/api/Premises/${s.a.premises.id}`,
      { tenantIds: ['nope'] },
      { token: s.a.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('tenantIds.0');
  });

  it('pages, sorts, searches and filters by property', async () => {
    const w = await createOrgWorld(s.server.db, 'Gamma');
    const second = await createProperty(s.server.db, w.org.id, { address: 'Andra 2' });
    for (const designation of ['Lgh 1001', 'Lgh 1002', 'Lokal 5', 'Förråd_9'])
      await createPremises(s.server.db, second, { designation });
    const t = { token: w.manager.token };
    expect((await s.api.get('/api/Premises', t)).body.total).toBe(5);
    const filtered = await s.api.get(`/api/Premises?propertyId=${second.id}&sort=-designation&pageSize=2`, t);
    expect(filtered.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(filtered.body.items.map((p: { designation: string }) => p.designation)).toEqual([
      'Lokal 5',
      'Lgh 1002',
    ]);
    expect((await s.api.get('/api/Premises?q=lgh%2010', t)).body.total).toBe(2);
    expect((await s.api.get('/api/Premises?q=_', t)).body.total).toBe(1);
    expect((await s.api.get('/api/Premises?sort=tenantIds', t)).status).toBe(400);
    expect((await s.api.get('/api/Premises?propertyId=nope', t)).status).toBe(400);
  });
});

describe('createPremisesService (used by the assistant)', () => {
  it('lists a tenant’s premises without tenantIds and refuses others', async () => {
    const service = createPremisesService(s.server.deps);
    const mine = await service.list(s.a.tenant);
    expect(mine.items.map((p) => p.id)).toEqual([s.a.premises.id]);
    expect(mine.items[0]!.tenantIds).toBeUndefined();
    expect((await service.get(s.a.manager, s.a.premises.id)).tenantIds).toEqual([s.a.tenant.id]);
    await expect(service.get(s.a.tenant, s.b.premises.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
