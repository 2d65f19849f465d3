import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import {
  createEquipment,
  createOrgWorld,
  createProperty,
  insertReport,
  type OrgWorld,
} from '../../test/org-world';
import { startTestServer, type TestServer } from '../../test/test-server';

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

describe('/api/Equipment as anonymous', () => {
  it('answers 401 on both spellings', async () => {
    for (const base of ['/api/Equipment', '/api/equipment']) {
      expect((await api.get(base)).status).toBe(401);
      expect((await api.get(`${base}/${a.equipment.id}`)).status).toBe(401);
      expect((await api.post(base, {})).status).toBe(401);
      expect((await api.put(`${base}/${a.equipment.id}`, {})).status).toBe(401);
      expect((await api.del(`${base}/${a.equipment.id}`)).status).toBe(401);
    }
  });
});

describe('/api/Equipment as PropertyManager', () => {
  it('creates, reads, updates and deletes in the own organisation', async () => {
    const res = await api.post(
      '/api/Equipment',
      {
        propertyId: a.property.id,
        premisesId: a.premises.id,
        name: 'Hiss A',
        model: 'KONE MonoSpace',
        serialNumber: 'SN-1',
        manufacturer: 'KONE',
        location: 'Trapphus A',
        lastServiceDate: '2026-01-15',
        nextServiceDate: '2026-07-15',
        serviceNotes: 'Årlig besiktning',
      },
      { token: a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: a.org.id,
      propertyId: a.property.id,
      premisesId: a.premises.id,
      name: 'Hiss A',
      lastServiceDate: '2026-01-15',
      nextServiceDate: '2026-07-15',
    });
    const put = await api.put(
      `/api/equipment/${res.body.id}`,
      { premisesId: null, nextServiceDate: null, model: 'MonoSpace 500' },
      { token: a.manager.token },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      premisesId: null,
      nextServiceDate: null,
      model: 'MonoSpace 500',
      name: 'Hiss A',
    });
    expect((await api.get(`/api/Equipment/${res.body.id}`, { token: a.manager.token })).body.model).toBe(
      'MonoSpace 500',
    );
    expect((await api.del(`/api/Equipment/${res.body.id}`, { token: a.manager.token })).status).toBe(200);
    expect((await api.get(`/api/Equipment/${res.body.id}`, { token: a.manager.token })).status).toBe(404);
  });

  it('refuses a foreign property and premises of another property', async () => {
    const foreign = await api.post(
      '/api/Equipment',
      { propertyId: b.property.id, name: 'x' },
      { token: a.manager.token },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0]).toMatchObject({ field: 'propertyId', problem: 'invalid_value' });
    const other = await createProperty(server.db, a.org.id, { address: 'Annan 1' });
    const mismatch = await api.post(
      '/api/Equipment',
      { propertyId: other.id, premisesId: a.premises.id, name: 'x' },
      { token: a.manager.token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].field).toBe('premisesId');
    const onUpdate = await api.put(
      `/api/Equipment/${a.equipment.id}`,
      { premisesId: b.premises.id },
      { token: a.manager.token },
    );
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body.error.details[0].field).toBe('premisesId');
  });

  it('lists only its organisation', async () => {
    const list = await api.get('/api/Equipment?pageSize=100', { token: a.manager.token });
    expect(ids(list)).toContain(a.equipment.id);
    expect(ids(list)).not.toContain(b.equipment.id);
  });
});

describe('/api/Equipment as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await api.post(
      '/api/Equipment',
      { propertyId: b.property.id, name: 'Fläkt' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(b.org.id);
    expect(ids(await api.get('/api/Equipment?pageSize=100', { token: admin.token }))).toEqual(
      expect.arrayContaining([a.equipment.id, b.equipment.id, res.body.id]),
    );
    expect(
      (await api.put(`/api/Equipment/${res.body.id}`, { location: 'Tak' }, { token: admin.token })).status,
    ).toBe(200);
    expect((await api.del(`/api/Equipment/${res.body.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('/api/Equipment as PropertyTenant', () => {
  it('reads the equipment at the property of its premises, and may not write', async () => {
    const elsewhere = await createProperty(server.db, a.org.id, { address: 'Inte min 2' });
    const hidden = await createEquipment(server.db, { ...elsewhere, organisationId: a.org.id });
    const list = await api.get('/api/Equipment', { token: a.tenant.token });
    expect(ids(list)).toEqual([a.equipment.id]);
    expect((await api.get(`/api/Equipment/${hidden.id}`, { token: a.tenant.token })).status).toBe(404);
    expect((await api.get('/api/Equipment', { token: a.otherTenant.token })).body.total).toBe(0);
    expect((await api.put(`/api/Equipment/${a.equipment.id}`, {}, { token: a.tenant.token })).status).toBe(
      403,
    );
    expect((await api.del(`/api/Equipment/${a.equipment.id}`, { token: a.tenant.token })).status).toBe(403);
    const post = await api.post(
      '/api/Equipment',
      { propertyId: a.property.id, name: 'x' },
      { token: a.tenant.token },
    );
    expect(post.status).toBe(403);
  });
});

describe('/api/Equipment as Contractor', () => {
  it('reads equipment at the properties of its accepted reports only', async () => {
    const held = await createProperty(server.db, b.org.id, { address: 'Uppdrag 1' });
    const market = await createProperty(server.db, b.org.id, { address: 'Marknad 2' });
    const heldEq = await createEquipment(server.db, { ...held, organisationId: b.org.id }, { name: 'Pump' });
    const marketEq = await createEquipment(
      server.db,
      { ...market, organisationId: b.org.id },
      { name: 'Kran' },
    );
    await insertReport(server.db, {
      organisationId: b.org.id,
      propertyId: held.id,
      status: 'InProgress',
      contractorId: plumber.contractorId,
    });
    // An open report in its trade shows the address, not the equipment.
    await insertReport(server.db, { organisationId: b.org.id, propertyId: market.id, trade: 'plumber' });
    const list = await api.get('/api/Equipment', { token: plumber.token });
    expect(ids(list)).toEqual([heldEq.id]);
    expect((await api.get(`/api/Equipment/${marketEq.id}`, { token: plumber.token })).status).toBe(404);
    expect((await api.put(`/api/Equipment/${heldEq.id}`, {}, { token: plumber.token })).status).toBe(403);
    const post = await api.post(
      '/api/Equipment',
      { propertyId: held.id, name: 'x' },
      { token: plumber.token },
    );
    expect(post.status).toBe(403);
  });
});

describe('/api/Equipment validation and lists', () => {
  it('refuses read-only, unknown and bad fields with details', async () => {
    const res = await api.post(
      '/api/Equipment',
      {
        propertyId: a.property.id,
        name: '',
        nextServiceDate: '2026-13-01',
        created: 'x',
        organisationId: a.org.id,
      },
      { token: a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['created', 'name', 'nextServiceDate', 'organisationId'].sort(),
    );
    const move = await api.put(
      `/api/Equipment/${a.equipment.id}`,
      { propertyId: b.property.id },
      {
        token: a.manager.token,
      },
    );
    expect(move.status).toBe(400);
    expect(move.body.error.details[0].field).toBe('propertyId');
    expect((await api.get('/api/Equipment?serviceDueBefore=tomorrow', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('pages, sorts, searches and filters by property, premises and due date', async () => {
    const w = await createOrgWorld(server.db, 'Gamma');
    const property = { ...w.property };
    await createEquipment(server.db, property, { name: 'Aggregat', nextServiceDate: '2026-02-01' });
    await createEquipment(server.db, property, {
      name: 'Boiler',
      nextServiceDate: '2026-05-01',
      premisesId: w.premises.id,
    });
    await createEquipment(server.db, property, { name: 'Cirkulationspump', nextServiceDate: null });
    const second = await createProperty(server.db, w.org.id, { address: 'Två 2' });
    await createEquipment(server.db, { ...second, organisationId: w.org.id }, { name: 'Dörr_automatik' });
    const t = { token: w.manager.token };

    expect((await api.get('/api/Equipment', t)).body.total).toBe(5);
    const due = await api.get('/api/Equipment?serviceDueBefore=2026-05-01&sort=nextServiceDate', t);
    expect(due.body.items.map((e: { name: string }) => e.name)).toEqual(['Aggregat', 'Boiler']);
    const byProp = await api.get(`/api/Equipment?propertyId=${second.id}`, t);
    expect(byProp.body.items.map((e: { name: string }) => e.name)).toEqual(['Dörr_automatik']);
    const byPremises = await api.get(`/api/Equipment?premisesId=${w.premises.id}`, t);
    expect(byPremises.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler']);
    const paged = await api.get(`/api/Equipment?propertyId=${w.property.id}&sort=-name&pageSize=2&page=2`, t);
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler', 'Aggregat']);
    expect((await api.get('/api/Equipment?q=PUMP', t)).body.items[0].name).toBe('Cirkulationspump');
    expect((await api.get('/api/Equipment?q=_', t)).body.total).toBe(1);
  });
});
