import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';
import { expectProblemFields } from '../../test/expect-problems';
import { createOrgWorld, createProperty, insertReport } from '../../test/org-world';
import { createPropertyService } from './properties.service';

const s = twoOrgSuite({
  plumber: { role: 'Contractor', trade: 'plumber' },
  electrician: { role: 'Contractor', trade: 'electrician' },
});

describe('/api/properties validation', () => {
  it('refuses read-only and unknown fields, naming each', async () => {
    const res = await s.api.post(
      '/api/properties',
      { id: s.a.property.id, created: '2020-01-01', colour: 'red', address: 'x', type: 'Apartment' },
      { token: s.a.manager.token },
    );
    expectProblemFields(res, ['colour', 'created', 'id']);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('refuses bad values with field details', async () => {
    const res = await s.api.post(
      '/api/properties',
      { address: '  ', type: 'Castle' },
      { token: s.a.manager.token },
    );
    expectProblemFields(res, ['address', 'type']);
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
