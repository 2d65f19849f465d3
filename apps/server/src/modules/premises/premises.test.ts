import { describe, expect, it } from 'vitest';
import { ids } from '../../test/api-suite';
import { expectWritesForbidden } from '../../test/crud-statuses';
import { orgResourceSuite } from '../../test/org-resource-suite';
import {
  createOrgWorld,
  createPremises,
  createProperty,
  insertHeldReport,
  insertReport,
} from '../../test/org-world';
import { createPremisesService } from './premises.service';

const { s, as: premises } = orgResourceSuite('/api/Premises', (w) => ({
  record: w.premises,
  refused: { designation: '', floor: 2.5, areaSqm: -3, organisationId: w.org.id, id: 'x' },
}));

describe('/api/Premises as PropertyManager', () => {
  it('creates premises with tenants on an own property and answers tenantIds', async () => {
    const flat = { propertyId: s.a.property.id, designation: 'Lgh 1202', floor: 2, areaSqm: 54.5 };
    const tenantIds = [s.a.otherTenant.id];
    const res = await premises(s.a.manager).create({ ...flat, description: 'Två rum och kök', tenantIds });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...flat, organisationId: s.a.org.id, tenantIds });
    const byLower = await premises(s.a.manager, '/api/premises').read(res.body.id);
    expect(byLower.body.tenantIds).toEqual([s.a.otherTenant.id]);
  });

  it('refuses a property of another organisation, and tenants who are not its tenants', async () => {
    const foreign = await premises(s.a.manager).create({ propertyId: s.b.property.id, designation: 'X 1' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([
      expect.objectContaining({ field: 'propertyId', problem: 'invalid_value' }),
    ]);
    for (const tenantId of [s.b.tenant.id, s.a.manager.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await premises(s.a.manager).create({
        propertyId: s.a.property.id,
        designation: `T ${tenantId.slice(0, 4)}`,
        tenantIds: [tenantId],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('tenantIds');
    }
    // Nothing half-made is left behind by the refused requests.
    const list = await premises(s.a.manager).list(`propertyId=${s.a.property.id}&q=T`);
    expect(list.body.items.filter((p: { designation: string }) => p.designation.startsWith('T '))).toEqual(
      [],
    );
  });

  it('updates fields and replaces the tenants; lists only its organisation', async () => {
    const pm = await createPremises(s.server.db, { ...s.a.property }, { designation: 'Förråd 3' });
    const put = await premises(s.a.manager).update(pm.id, {
      floor: -1,
      tenantIds: [s.a.tenant.id, s.a.otherTenant.id],
    });
    expect(put.status).toBe(200);
    expect(put.body.floor).toBe(-1);
    expect(put.body.designation).toBe('Förråd 3');
    expect([...put.body.tenantIds].sort()).toEqual([s.a.tenant.id, s.a.otherTenant.id].sort());
    const cleared = await premises(s.a.manager).update(pm.id, { tenantIds: [] });
    expect(cleared.body.tenantIds).toEqual([]);

    const list = await premises(s.a.manager).list('pageSize=100');
    expect(ids(list)).toContain(pm.id);
    expect(ids(list)).not.toContain(s.b.premises.id);
    expect((await premises(s.a.manager).remove(pm.id)).status).toBe(200);
    expect((await premises(s.a.manager).read(pm.id)).status).toBe(404);
  });

  it('answers 409 when the designation is taken on the property', async () => {
    const res = await premises(s.a.manager).create({ propertyId: s.a.property.id, designation: 'Lgh 1101' });
    expect(res.status).toBe(409);
  });
});

describe('/api/Premises as Admin', () => {
  it('writes in every organisation', async () => {
    const res = await premises(s.admin, '/api/premises').create({
      propertyId: s.b.property.id,
      designation: 'Kontor A',
      tenantIds: [s.b.otherTenant.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.b.org.id);
    expect((await premises(s.admin, '/api/premises').update(res.body.id, { areaSqm: 12 })).body.areaSqm).toBe(
      12,
    );
    const list = await premises(s.admin).list('pageSize=100');
    expect(ids(list)).toEqual(expect.arrayContaining([s.a.premises.id, s.b.premises.id]));
    expect((await premises(s.admin, '/api/premises').remove(res.body.id)).status).toBe(200);
  });
});

describe('/api/Premises as PropertyTenant', () => {
  it('reads only its own premises, without tenantIds', async () => {
    const list = await premises(s.a.tenant).list();
    expect(ids(list)).toEqual([s.a.premises.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    const one = await premises(s.a.tenant).read(s.a.premises.id);
    expect(one.status).toBe(200);
    expect(one.body.tenantIds).toBeUndefined();
    expect((await premises(s.a.otherTenant).read(s.a.premises.id)).status).toBe(404);
  });

  it('may not write', async () => {
    const own = { propertyId: s.a.property.id, designation: 'Egen' };
    await expectWritesForbidden(premises(s.a.tenant), s.a.premises.id, own);
  });
});

describe('/api/Premises as Contractor', () => {
  it('reads the premises of reports it may see, nothing else', async () => {
    const property = await createProperty(s.server.db, s.b.org.id, { address: 'Jobbgatan 1' });
    const seen = await createPremises(s.server.db, property, { designation: 'Lgh 1' });
    const unseen = await createPremises(s.server.db, property, { designation: 'Lgh 2' });
    await insertHeldReport(s.server.db, property, s.plumber.contractorId!, { premisesId: seen.id });
    await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: property.id,
      premisesId: unseen.id,
      trade: 'glazier',
    });
    const list = await premises(s.plumber).list();
    expect(ids(list)).toEqual([seen.id]);
    expect(list.body.items[0].tenantIds).toBeUndefined();
    expect((await premises(s.plumber).read(unseen.id)).status).toBe(404);
    await expectWritesForbidden(premises(s.plumber), seen.id, { propertyId: property.id, designation: 'x' });
  });
});

describe('/api/Premises validation and lists', () => {
  it('refuses a tenant id that is no id, naming its place in the list', async () => {
    const bad = await premises(s.a.manager).update(s.a.premises.id, { tenantIds: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('tenantIds.0');
  });

  it('pages, sorts, searches and filters by property', async () => {
    const w = await createOrgWorld(s.server.db, 'Gamma');
    const second = await createProperty(s.server.db, w.org.id, { address: 'Andra 2' });
    for (const designation of ['Lgh 1001', 'Lgh 1002', 'Lokal 5', 'Förråd_9'])
      await createPremises(s.server.db, second, { designation });
    const gammas = premises(w.manager);
    expect((await gammas.list()).body.total).toBe(5);
    const filtered = await gammas.list(`propertyId=${second.id}&sort=-designation&pageSize=2`);
    expect(filtered.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(filtered.body.items.map((p: { designation: string }) => p.designation)).toEqual([
      'Lokal 5',
      'Lgh 1002',
    ]);
    expect((await gammas.list('q=lgh%2010')).body.total).toBe(2);
    expect((await gammas.list('q=_')).body.total).toBe(1);
    expect((await gammas.list('sort=tenantIds')).status).toBe(400);
    expect((await gammas.list('propertyId=nope')).status).toBe(400);
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
