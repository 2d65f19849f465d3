import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import {
  createOrgWorld,
  createPremises,
  createProperty,
  insertReport,
  type OrgWorld,
} from '../../test/org-world';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createPremisesService } from './premises.service';

let server: TestServer;
let api: ReturnType<typeof client>;
let a: OrgWorld;
let b: OrgWorld;
let admin: TestUser;
let plumber: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  a = await createOrgWorld(server.db, 'Alfa');
  b = await createOrgWorld(server.db, 'Beta');
  admin = await createUser(server.db, { role: 'Admin' });
  plumber = await createUser(server.db, { role: 'Contractor', trade: 'plumber' });
});
afterAll(() => server.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

describe('/api/Premises as anonymous', () => {
  it('answers 401 on both spellings', async () => {
    for (const base of ['/api/Premises', '/api/premises']) {
      expect((await api.get(base)).status).toBe(401);
      expect((await api.get(`${base}/${a.premises.id}`)).status).toBe(401);
      expect((await api.post(base, {})).status).toBe(401);
      expect((await api.put(`${base}/${a.premises.id}`, {})).status).toBe(401);
      expect((await api.del(`${base}/${a.premises.id}`)).status).toBe(401);
    }
  });
});

describe('/api/Premises as PropertyManager', () => {
  it('creates premises with tenants on an own property and answers tenantIds', async () => {
    const res = await api.post(
      '/api/Premises',
      {
        propertyId: a.property.id,
        designation: 'Lgh 1202',
        floor: 2,
        areaSqm: 54.5,
        description: 'Två rum och kök',
        tenantIds: [a.otherTenant.id],
      },
      { token: a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: a.org.id,
      propertyId: a.property.id,
      designation: 'Lgh 1202',
      floor: 2,
      areaSqm: 54.5,
      tenantIds: [a.otherTenant.id],
    });
    const byLower = await api.get(`/api/premises/${res.body.id}`, { token: a.manager.token });
    expect(byLower.body.tenantIds).toEqual([a.otherTenant.id]);
  });

  it('refuses a property of another organisation, and tenants who are not its tenants', async () => {
    const foreign = await api.post(
      '/api/Premises',
      { propertyId: b.property.id, designation: 'X 1' },
      { token: a.manager.token },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([
      expect.objectContaining({ field: 'propertyId', problem: 'invalid_value' }),
    ]);
    for (const tenantId of [b.tenant.id, a.manager.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api.post(
        '/api/Premises',
        { propertyId: a.property.id, designation: `T ${tenantId.slice(0, 4)}`, tenantIds: [tenantId] },
        { token: a.manager.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('tenantIds');
    }
    // Nothing half-made is left behind by the refused requests.
    const list = await api.get(`/api/Premises?propertyId=${a.property.id}&q=T`, { token: a.manager.token });
    expect(list.body.items.filter((p: { designation: string }) => p.designation.startsWith('T '))).toEqual(
      [],
    );
  });

  it('updates fields and replaces the tenants; lists only its organisation', async () => {
    const pm = await createPremises(server.db, { ...a.property }, { designation: 'Förråd 3' });
    const put = await api.put(
      `/api/Premises/${pm.id}`,
      { floor: -1, tenantIds: [a.tenant.id, a.otherTenant.id] },
      { token: a.manager.token },
    );
    expect(put.status).toBe(200);
    expect(put.body.floor).toBe(-1);
    expect(put.body.designation).toBe('Förråd 3');
    expect([...put.body.tenantIds].sort()).toEqual([a.tenant.id, a.otherTenant.id].sort());
    const cleared = await api.put(`/api/Premises/${pm.id}`, { tenantIds: [] }, { token: a.manager.token });
    expect(cleared.body.tenantIds).toEqual([]);

    const list = await api.get('/api/Premises?pageSize=100', { token: a.manager.token });
    expect(ids(list)).toContain(pm.id);
    expect(ids(list)).not.toContain(b.premises.id);
    expect((await api.del(`/api/Premises/${pm.id}`, { token: a.manager.token })).status).toBe(200);
    expect((await api.get(`/api/Premises/${pm.id}`, { token: a.manager.token })).status).toBe(404);
  });

  it('answers 409 when the designation is taken on the property', async () => {
    const res = await api.post(
      '/api/Premises',
      { propertyId: a.property.id, designation: 'Lgh 1101' },
      { token: a.manager.token },
    );
    expect(res.status).toBe(409);
  });
});

describe('/api/Premises as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await api.post(
      '/api/premises',
      { propertyId: b.property.id, designation: 'Kontor A', tenantIds: [b.otherTenant.id] },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(b.org.id);
    expect(
      (await api.put(`/api/premises/${res.body.id}`, { areaSqm: 12 }, { token: admin.token })).body.areaSqm,
    ).toBe(12);
    const list = await api.get('/api/Premises?pageSize=100', { token: admin.token });
    expect(ids(list)).toEqual(expect.arrayContaining([a.premises.id, b.premises.id]));
    expect((await api.del(`/api/premises/${res.body.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('/api/Premises as PropertyTenant', () => {
  it('reads only its own premises, without tenantIds', async () => {
    const list = await api.get('/api/Premises', { token: a.tenant.token });
    expect(ids(list)).toEqual([a.premises.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    const one = await api.get(`/api/Premises/${a.premises.id}`, { token: a.tenant.token });
    expect(one.status).toBe(200);
    expect(one.body.tenantIds).toBeUndefined();
    expect((await api.get(`/api/Premises/${a.premises.id}`, { token: a.otherTenant.token })).status).toBe(
      404,
    );
  });

  it('may not write', async () => {
    const post = await api.post(
      '/api/Premises',
      { propertyId: a.property.id, designation: 'Egen' },
      { token: a.tenant.token },
    );
    expect(post.status).toBe(403);
    expect((await api.put(`/api/Premises/${a.premises.id}`, {}, { token: a.tenant.token })).status).toBe(403);
    expect((await api.del(`/api/Premises/${a.premises.id}`, { token: a.tenant.token })).status).toBe(403);
  });
});

describe('/api/Premises as Contractor', () => {
  it('reads the premises of reports it may see, nothing else', async () => {
    const prop = await createProperty(server.db, b.org.id, { address: 'Jobbgatan 1' });
    const property = { ...prop, organisationId: b.org.id };
    const seen = await createPremises(server.db, property, { designation: 'Lgh 1' });
    const unseen = await createPremises(server.db, property, { designation: 'Lgh 2' });
    await insertReport(server.db, {
      organisationId: b.org.id,
      propertyId: prop.id,
      premisesId: seen.id,
      status: 'InProgress',
      contractorId: plumber.contractorId,
    });
    await insertReport(server.db, {
      organisationId: b.org.id,
      propertyId: prop.id,
      premisesId: unseen.id,
      trade: 'glazier',
    });
    const list = await api.get('/api/Premises', { token: plumber.token });
    expect(ids(list)).toEqual([seen.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    expect((await api.get(`/api/Premises/${unseen.id}`, { token: plumber.token })).status).toBe(404);
    expect((await api.put(`/api/Premises/${seen.id}`, {}, { token: plumber.token })).status).toBe(403);
    const post = await api.post(
      '/api/Premises',
      { propertyId: prop.id, designation: 'x' },
      { token: plumber.token },
    );
    expect(post.status).toBe(403);
  });
});

describe('/api/Premises validation and lists', () => {
  it('refuses read-only, unknown and bad fields with details', async () => {
    const res = await api.post(
      '/api/Premises',
      {
        propertyId: a.property.id,
        designation: '',
        floor: 2.5,
        areaSqm: -3,
        organisationId: a.org.id,
        id: 'x',
      },
      { token: a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['areaSqm', 'designation', 'floor', 'id', 'organisationId'].sort(),
    );
    const move = await api.put(
      `/api/Premises/${a.premises.id}`,
      { propertyId: b.property.id },
      {
        token: a.manager.token,
      },
    );
    expect(move.status).toBe(400);
    expect(move.body.error.details[0].field).toBe('propertyId');
    const bad = await api.put(
      `/api/Premises/${a.premises.id}`,
      { tenantIds: ['nope'] },
      { token: a.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('tenantIds.0');
  });

  it('pages, sorts, searches and filters by property', async () => {
    const w = await createOrgWorld(server.db, 'Gamma');
    const second = await createProperty(server.db, w.org.id, { address: 'Andra 2' });
    const property = { ...second, organisationId: w.org.id };
    for (const designation of ['Lgh 1001', 'Lgh 1002', 'Lokal 5', 'Förråd_9'])
      await createPremises(server.db, property, { designation });
    const t = { token: w.manager.token };
    expect((await api.get('/api/Premises', t)).body.total).toBe(5);
    const filtered = await api.get(`/api/Premises?propertyId=${second.id}&sort=-designation&pageSize=2`, t);
    expect(filtered.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(filtered.body.items.map((p: { designation: string }) => p.designation)).toEqual([
      'Lokal 5',
      'Lgh 1002',
    ]);
    expect((await api.get('/api/Premises?q=lgh%2010', t)).body.total).toBe(2);
    expect((await api.get('/api/Premises?q=_', t)).body.total).toBe(1);
    expect((await api.get('/api/Premises?sort=tenantIds', t)).status).toBe(400);
    expect((await api.get('/api/Premises?propertyId=nope', t)).status).toBe(400);
  });
});

describe('createPremisesService (used by the assistant)', () => {
  it('lists a tenant’s premises without tenantIds and refuses others', async () => {
    const service = createPremisesService(server.deps);
    const mine = await service.list(a.tenant);
    expect(mine.items.map((p) => p.id)).toEqual([a.premises.id]);
    expect(mine.items[0]!.tenantIds).toBeUndefined();
    expect((await service.get(a.manager, a.premises.id)).tenantIds).toEqual([a.tenant.id]);
    await expect(service.get(a.tenant, b.premises.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
