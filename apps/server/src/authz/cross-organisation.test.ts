import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories';
import { client } from '../test/http-client';
import { createOrgWorld, insertReport, type OrgWorld } from '../test/org-world';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The cross-organisation matrix: for every route that takes an id, a record of another
 * organisation answers 404 (exactly like an id that does not exist) for every role of
 * organisation A and for a contractor working there; lists never contain it.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let a: OrgWorld;
let b: OrgWorld;
let contractor: TestUser;
/** Works for organisation B only: its profile must stay invisible to A's tenant. */
let bContractor: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  a = await createOrgWorld(server.db, 'Alfa');
  b = await createOrgWorld(server.db, 'Beta');
  contractor = await createUser(server.db, { role: 'Contractor', trade: 'plumber' });
  bContractor = await createUser(server.db, { role: 'Contractor', trade: 'heating' });
  // The contractor works in A (so it sees A's property, premises and equipment) …
  await insertReport(server.db, {
    organisationId: a.org.id,
    propertyId: a.property.id,
    premisesId: a.premises.id,
    status: 'InProgress',
    contractorId: contractor.contractorId,
    reporterId: a.tenant.id,
  });
  // … while B's work in another trade, held by B's contractor, must stay out of reach.
  await insertReport(server.db, {
    organisationId: b.org.id,
    propertyId: b.property.id,
    premisesId: b.premises.id,
    trade: 'heating',
    status: 'InProgress',
    contractorId: bContractor.contractorId,
    reporterId: b.tenant.id,
  });
});
afterAll(() => server.close());

const roles = () => ({ manager: a.manager, tenant: a.tenant, contractor });

const records = () => [
  { base: '/api/organisations', id: b.org.id },
  { base: '/api/properties', id: b.property.id },
  { base: '/api/Premises', id: b.premises.id },
  { base: '/api/premises', id: b.premises.id },
  { base: '/api/Equipment', id: b.equipment.id },
  { base: '/api/equipment', id: b.equipment.id },
];

describe('records of another organisation', () => {
  it('answer 404 to every role and method, the same as an id that does not exist', async () => {
    const missing = await api.get('/api/properties/00000000-0000-4000-8000-000000000000', {
      token: a.manager.token,
    });
    expect(missing.status).toBe(404);
    for (const [role, user] of Object.entries(roles())) {
      for (const { base, id } of records()) {
        const path = `${base}/${id}`;
        for (const res of [
          await api.get(path, { token: user.token }),
          await api.put(path, {}, { token: user.token }),
          await api.del(path, { token: user.token }),
        ]) {
          expect(res.status, `${role} ${path}`).toBe(404);
          expect(res.body).toEqual(missing.body);
        }
      }
    }
  });

  it('stay out of every list, also when asked for by filter', async () => {
    const hidden = new Set([b.org.id, b.property.id, b.premises.id, b.equipment.id]);
    const lists = [
      '/api/properties?pageSize=100',
      `/api/properties?pageSize=100&organisationId=${b.org.id}`,
      '/api/Premises?pageSize=100',
      `/api/Premises?pageSize=100&propertyId=${b.property.id}`,
      '/api/Equipment?pageSize=100',
      `/api/Equipment?pageSize=100&propertyId=${b.property.id}`,
    ];
    for (const [role, user] of Object.entries(roles())) {
      for (const path of [...lists, ...(role === 'contractor' ? [] : ['/api/organisations?pageSize=100'])]) {
        const res = await api.get(path, { token: user.token });
        expect(res.status, `${role} ${path}`).toBe(200);
        const leaked = res.body.items.filter((i: { id: string }) => hidden.has(i.id));
        expect(leaked, `${role} ${path}`).toEqual([]);
        expect(
          res.body.items.every((i: { id: string; organisationId?: string }) =>
            i.organisationId ? i.organisationId === a.org.id : i.id === a.org.id,
          ),
          `${role} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('sees its own organisation’s records (the matrix above is not vacuous)', async () => {
    for (const [role, user] of Object.entries(roles())) {
      for (const path of [
        `/api/properties/${a.property.id}`,
        `/api/Premises/${a.premises.id}`,
        `/api/Equipment/${a.equipment.id}`,
      ]) {
        expect((await api.get(path, { token: user.token })).status, `${role} ${path}`).toBe(200);
      }
    }
  });

  it('hides contractors working only for another organisation from tenants and contractors', async () => {
    const path = `/api/contractors/${bContractor.contractorId}`;
    expect((await api.get(path, { token: a.tenant.token })).status).toBe(404);
    expect((await api.get(path, { token: contractor.token })).status).toBe(404);
    expect((await api.put(path, {}, { token: contractor.token })).status).toBe(404);
    expect((await api.del(path, { token: contractor.token })).status).toBe(404);
    // The tenant sees the contractor on its own report and nobody else.
    const list = await api.get('/api/contractors', { token: a.tenant.token });
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([contractor.contractorId]);
  });
});
