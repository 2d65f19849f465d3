import { describe, expect, it } from 'vitest';
import { ids, twoOrgSuite } from '../../test/api-suite';
import { crudStatuses, onEveryRoute, onEveryWrite, writeStatuses } from '../../test/crud-statuses';
import { expectFieldProblem } from '../../test/expect-problems';
import { createEquipment, createOrgWorld, createProperty, insertReport } from '../../test/org-world';

const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });

describe('/api/Equipment as anonymous', () => {
  it('answers 401 on both spellings', async () => {
    for (const base of ['/api/Equipment', '/api/equipment'])
      expect(await crudStatuses(s.api, base, s.a.equipment.id)).toEqual(onEveryRoute(401));
  });
});

describe('/api/Equipment as PropertyManager', () => {
  it('creates, reads, updates and deletes in the own organisation', async () => {
    const res = await s.api.post(
      '/api/Equipment',
      {
        propertyId: s.a.property.id,
        premisesId: s.a.premises.id,
        name: 'Hiss A',
        model: 'KONE MonoSpace',
        serialNumber: 'SN-1',
        manufacturer: 'KONE',
        location: 'Trapphus A',
        lastServiceDate: '2026-01-15',
        nextServiceDate: '2026-07-15',
        serviceNotes: 'Årlig besiktning',
      },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      premisesId: s.a.premises.id,
      name: 'Hiss A',
      lastServiceDate: '2026-01-15',
      nextServiceDate: '2026-07-15',
    });
    const put = await s.api.put(
      `/api/equipment/${res.body.id}`,
      { premisesId: null, nextServiceDate: null, model: 'MonoSpace 500' },
      { token: s.a.manager.token },
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      premisesId: null,
      nextServiceDate: null,
      model: 'MonoSpace 500',
      name: 'Hiss A',
    });
    expect((await s.api.get(`/api/Equipment/${res.body.id}`, { token: s.a.manager.token })).body.model).toBe(
      'MonoSpace 500',
    );
    expect((await s.api.del(`/api/Equipment/${res.body.id}`, { token: s.a.manager.token })).status).toBe(200);
    expect((await s.api.get(`/api/Equipment/${res.body.id}`, { token: s.a.manager.token })).status).toBe(404);
  });

  it('refuses a foreign property and premises of another property', async () => {
    const foreign = await s.api.post(
      '/api/Equipment',
      { propertyId: s.b.property.id, name: 'x' },
      { token: s.a.manager.token },
    );
    expectFieldProblem(foreign, 'propertyId', 'invalid_value');
    const other = await createProperty(s.server.db, s.a.org.id, { address: 'Annan 1' });
    const mismatch = await s.api.post(
      '/api/Equipment',
      { propertyId: other.id, premisesId: s.a.premises.id, name: 'x' },
      { token: s.a.manager.token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].field).toBe('premisesId');
    const onUpdate = await s.api.put(
      `/api/Equipment/${s.a.equipment.id}`,
      { premisesId: s.b.premises.id },
      { token: s.a.manager.token },
    );
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body.error.details[0].field).toBe('premisesId');
  });

  it('lists only its organisation', async () => {
    const list = await s.api.get('/api/Equipment?pageSize=100', { token: s.a.manager.token });
    expect(ids(list)).toContain(s.a.equipment.id);
    expect(ids(list)).not.toContain(s.b.equipment.id);
  });
});

describe('/api/Equipment as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await s.api.post(
      '/api/Equipment',
      { propertyId: s.b.property.id, name: 'Fläkt' },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.b.org.id);
    expect(ids(await s.api.get('/api/Equipment?pageSize=100', { token: s.admin.token }))).toEqual(
      expect.arrayContaining([s.a.equipment.id, s.b.equipment.id, res.body.id]),
    );
    expect(
      (await s.api.put(`/api/Equipment/${res.body.id}`, { location: 'Tak' }, { token: s.admin.token }))
        .status,
    ).toBe(200);
    expect((await s.api.del(`/api/Equipment/${res.body.id}`, { token: s.admin.token })).status).toBe(200);
  });
});

describe('/api/Equipment as PropertyTenant', () => {
  it('reads the equipment at the property of its premises, and may not write', async () => {
    const elsewhere = await createProperty(s.server.db, s.a.org.id, { address: 'Inte min 2' });
    const hidden = await createEquipment(s.server.db, elsewhere);
    const list = await s.api.get('/api/Equipment', { token: s.a.tenant.token });
    expect(ids(list)).toEqual([s.a.equipment.id]);
    expect((await s.api.get(`/api/Equipment/${hidden.id}`, { token: s.a.tenant.token })).status).toBe(404);
    expect((await s.api.get('/api/Equipment', { token: s.a.otherTenant.token })).body.total).toBe(0);
    const writes = await writeStatuses(s.api, '/api/Equipment', s.a.equipment.id, {
      token: s.a.tenant.token,
      create: { propertyId: s.a.property.id, name: 'x' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});

describe('/api/Equipment as Contractor', () => {
  it('reads equipment at the properties of its accepted reports only', async () => {
    const held = await createProperty(s.server.db, s.b.org.id, { address: 'Uppdrag 1' });
    const market = await createProperty(s.server.db, s.b.org.id, { address: 'Marknad 2' });
    const heldEq = await createEquipment(s.server.db, held, { name: 'Pump' });
    const marketEq = await createEquipment(s.server.db, market, { name: 'Kran' });
    await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: held.id,
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
    });
    // An open report in its trade shows the address, not the equipment.
    await insertReport(s.server.db, { organisationId: s.b.org.id, propertyId: market.id, trade: 'plumber' });
    const list = await s.api.get('/api/Equipment', { token: s.plumber.token });
    expect(ids(list)).toEqual([heldEq.id]);
    expect((await s.api.get(`/api/Equipment/${marketEq.id}`, { token: s.plumber.token })).status).toBe(404);
    const writes = await writeStatuses(s.api, '/api/Equipment', heldEq.id, {
      token: s.plumber.token,
      create: { propertyId: held.id, name: 'x' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});

describe('/api/Equipment validation and lists', () => {
  it('refuses read-only, unknown and bad fields with details', async () => {
    const res = await s.api.post(
      '/api/Equipment',
      {
        propertyId: s.a.property.id,
        name: '',
        nextServiceDate: '2026-13-01',
        created: 'x',
        organisationId: s.a.org.id,
      },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['created', 'name', 'nextServiceDate', 'organisationId'].sort(),
    );
    const move = await s.api.put(
      `/api/Equipment/${s.a.equipment.id}`,
      { propertyId: s.b.property.id },
      {
        token: s.a.manager.token,
      },
    );
    expect(move.status).toBe(400);
    expect(move.body.error.details[0].field).toBe('propertyId');
    expect(
      (await s.api.get('/api/Equipment?serviceDueBefore=tomorrow', { token: s.admin.token })).status,
    ).toBe(400);
  });

  it('pages, sorts, searches and filters by property, premises and due date', async () => {
    const w = await createOrgWorld(s.server.db, 'Gamma');
    const property = { ...w.property };
    await createEquipment(s.server.db, property, { name: 'Aggregat', nextServiceDate: '2026-02-01' });
    await createEquipment(s.server.db, property, {
      name: 'Boiler',
      nextServiceDate: '2026-05-01',
      premisesId: w.premises.id,
    });
    await createEquipment(s.server.db, property, { name: 'Cirkulationspump', nextServiceDate: null });
    const second = await createProperty(s.server.db, w.org.id, { address: 'Två 2' });
    await createEquipment(s.server.db, second, { name: 'Dörr_automatik' });
    const t = { token: w.manager.token };

    expect((await s.api.get('/api/Equipment', t)).body.total).toBe(5);
    const due = await s.api.get('/api/Equipment?serviceDueBefore=2026-05-01&sort=nextServiceDate', t);
    expect(due.body.items.map((e: { name: string }) => e.name)).toEqual(['Aggregat', 'Boiler']);
    const byProp = await s.api.get(`/api/Equipment?propertyId=${second.id}`, t);
    expect(byProp.body.items.map((e: { name: string }) => e.name)).toEqual(['Dörr_automatik']);
    const byPremises = await s.api.get(`/api/Equipment?premisesId=${w.premises.id}`, t);
    expect(byPremises.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler']);
    const paged = await s.api.get(
      `/api/Equipment?propertyId=${w.property.id}&sort=-name&pageSize=2&page=2`,
      t,
    );
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler', 'Aggregat']);
    expect((await s.api.get('/api/Equipment?q=PUMP', t)).body.items[0].name).toBe('Cirkulationspump');
    expect((await s.api.get('/api/Equipment?q=_', t)).body.total).toBe(1);
  });
});
