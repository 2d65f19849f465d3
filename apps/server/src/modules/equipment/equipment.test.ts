import { describe, expect, it } from 'vitest';
import { ids } from '../../test/api-suite';
import { expectWritesForbidden } from '../../test/crud-statuses';
import { expectFieldProblem } from '../../test/expect-problems';
import { orgResourceSuite } from '../../test/org-resource-suite';
import {
  createEquipment,
  createOrgWorld,
  createProperty,
  insertHeldReport,
  insertReport,
} from '../../test/org-world';

const { s, as: equipment } = orgResourceSuite('/api/Equipment', (w) => ({
  record: w.equipment,
  refused: { name: '', nextServiceDate: '2026-13-01', created: 'x', organisationId: w.org.id },
}));

describe('/api/Equipment as PropertyManager', () => {
  it('creates, reads, updates and deletes in the own organisation', async () => {
    const res = await equipment(s.a.manager).create({
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
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: s.a.org.id,
      propertyId: s.a.property.id,
      premisesId: s.a.premises.id,
      name: 'Hiss A',
      lastServiceDate: '2026-01-15',
      nextServiceDate: '2026-07-15',
    });
    const put = await equipment(s.a.manager, '/api/equipment').update(res.body.id, {
      premisesId: null,
      nextServiceDate: null,
      model: 'MonoSpace 500',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      premisesId: null,
      nextServiceDate: null,
      model: 'MonoSpace 500',
      name: 'Hiss A',
    });
    expect((await equipment(s.a.manager).read(res.body.id)).body.model).toBe('MonoSpace 500');
    expect((await equipment(s.a.manager).remove(res.body.id)).status).toBe(200);
    expect((await equipment(s.a.manager).read(res.body.id)).status).toBe(404);
  });

  it('refuses a foreign property and premises of another property', async () => {
    const foreign = await equipment(s.a.manager).create({ propertyId: s.b.property.id, name: 'x' });
    expectFieldProblem(foreign, 'propertyId', 'invalid_value');
    const other = await createProperty(s.server.db, s.a.org.id, { address: 'Annan 1' });
    const mismatch = await equipment(s.a.manager).create({
      propertyId: other.id,
      premisesId: s.a.premises.id,
      name: 'x',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].field).toBe('premisesId');
    const onUpdate = await equipment(s.a.manager).update(s.a.equipment.id, { premisesId: s.b.premises.id });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body.error.details[0].field).toBe('premisesId');
  });

  it('lists only its organisation', async () => {
    const list = await equipment(s.a.manager).list('pageSize=100');
    expect(ids(list)).toContain(s.a.equipment.id);
    expect(ids(list)).not.toContain(s.b.equipment.id);
  });
});

describe('/api/Equipment as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await equipment(s.admin).create({ propertyId: s.b.property.id, name: 'Fläkt' });
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.b.org.id);
    expect(ids(await equipment(s.admin).list('pageSize=100'))).toEqual(
      expect.arrayContaining([s.a.equipment.id, s.b.equipment.id, res.body.id]),
    );
    expect((await equipment(s.admin).update(res.body.id, { location: 'Tak' })).status).toBe(200);
    expect((await equipment(s.admin).remove(res.body.id)).status).toBe(200);
  });
});

describe('/api/Equipment as PropertyTenant', () => {
  it('reads the equipment at the property of its premises, and may not write', async () => {
    const elsewhere = await createProperty(s.server.db, s.a.org.id, { address: 'Inte min 2' });
    const hidden = await createEquipment(s.server.db, elsewhere);
    const list = await equipment(s.a.tenant).list();
    expect(ids(list)).toEqual([s.a.equipment.id]);
    expect((await equipment(s.a.tenant).read(hidden.id)).status).toBe(404);
    expect((await equipment(s.a.otherTenant).list()).body.total).toBe(0);
    await expectWritesForbidden(equipment(s.a.tenant), s.a.equipment.id, {
      propertyId: s.a.property.id,
      name: 'x',
    });
  });
});

describe('/api/Equipment as Contractor', () => {
  it('reads equipment at the properties of its accepted reports only', async () => {
    const held = await createProperty(s.server.db, s.b.org.id, { address: 'Uppdrag 1' });
    const market = await createProperty(s.server.db, s.b.org.id, { address: 'Marknad 2' });
    const heldEq = await createEquipment(s.server.db, held, { name: 'Pump' });
    const marketEq = await createEquipment(s.server.db, market, { name: 'Kran' });
    await insertHeldReport(s.server.db, held, s.plumber.contractorId!);
    // An open report in its trade shows the address, not the equipment.
    await insertReport(s.server.db, { organisationId: s.b.org.id, propertyId: market.id, trade: 'plumber' });
    const list = await equipment(s.plumber).list();
    expect(ids(list)).toEqual([heldEq.id]);
    expect((await equipment(s.plumber).read(marketEq.id)).status).toBe(404);
    await expectWritesForbidden(equipment(s.plumber), heldEq.id, { propertyId: held.id, name: 'x' });
  });
});

describe('/api/Equipment validation and lists', () => {
  it('refuses a due date that is no date in the list query', async () => {
    expect((await equipment(s.admin).list('serviceDueBefore=tomorrow')).status).toBe(400);
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
    const gammas = equipment(w.manager);

    expect((await gammas.list()).body.total).toBe(5);
    const due = await gammas.list('serviceDueBefore=2026-05-01&sort=nextServiceDate');
    expect(due.body.items.map((e: { name: string }) => e.name)).toEqual(['Aggregat', 'Boiler']);
    const byProp = await gammas.list(`propertyId=${second.id}`);
    expect(byProp.body.items.map((e: { name: string }) => e.name)).toEqual(['Dörr_automatik']);
    const byPremises = await gammas.list(`premisesId=${w.premises.id}`);
    expect(byPremises.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler']);
    const paged = await gammas.list(`propertyId=${w.property.id}&sort=-name&pageSize=2&page=2`);
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.body.items.map((e: { name: string }) => e.name)).toEqual(['Boiler', 'Aggregat']);
    expect((await gammas.list('q=PUMP')).body.items[0].name).toBe('Cirkulationspump');
    expect((await gammas.list('q=_')).body.total).toBe(1);
  });
});
