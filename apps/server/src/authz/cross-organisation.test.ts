import type { Trade } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../db';
import { apiSuite } from '../test/api-suite';
import { createUser, type TestUser } from '../test/factories';
import { download, jpeg, pdf, uploadFiles } from '../test/files';
import { createOrgWorld, insertReport, type OrgWorld } from '../test/org-world';

/**
 * The cross-organisation matrix: for every route that takes an id, a record of another
 * organisation answers 404 (exactly like an id that does not exist) for every role of
 * organisation A and for a contractor working there; lists never contain it.
 */

/** An InProgress report at `world`'s premises, held by `contractor`. */
const holdReport = (db: Db, world: OrgWorld, contractor: TestUser, trade?: Trade) =>
  insertReport(db, {
    organisationId: world.org.id,
    propertyId: world.property.id,
    premisesId: world.premises.id,
    ...(trade ? { trade } : {}),
    status: 'InProgress',
    contractorId: contractor.contractorId,
    reporterId: world.tenant.id,
  });

const s = apiSuite(async (db) => {
  const a = await createOrgWorld(db, 'Alfa');
  const b = await createOrgWorld(db, 'Beta');
  const contractor = await createUser(db, { role: 'Contractor', trade: 'plumber' });
  /** Works for organisation B only: its profile must stay invisible to A's tenant. */
  const bContractor = await createUser(db, { role: 'Contractor', trade: 'heating' });
  // The contractor works in A (so it sees A's property, premises and equipment) …
  await holdReport(db, a, contractor);
  // … while B's work in another trade, held by B's contractor, must stay out of reach.
  const bReport = await holdReport(db, b, bContractor, 'heating');
  return { a, b, contractor, bContractor, bReport };
});

const roles = () => ({ manager: s.a.manager, tenant: s.a.tenant, contractor: s.contractor });

const records = () => [
  { base: '/api/organisations', id: s.b.org.id },
  { base: '/api/properties', id: s.b.property.id },
  { base: '/api/Premises', id: s.b.premises.id },
  { base: '/api/premises', id: s.b.premises.id },
  { base: '/api/Equipment', id: s.b.equipment.id },
  { base: '/api/equipment', id: s.b.equipment.id },
];

describe('records of another organisation', () => {
  it('answer 404 to every role and method, the same as an id that does not exist', async () => {
    const missing = await s.api.get('/api/properties/00000000-0000-4000-8000-000000000000', {
      token: s.a.manager.token,
    });
    expect(missing.status).toBe(404);
    for (const [role, user] of Object.entries(roles())) {
      for (const { base, id } of records()) {
        const path = `${base}/${id}`;
        for (const res of [
          await s.api.get(path, { token: user.token }),
          await s.api.put(path, {}, { token: user.token }),
          await s.api.del(path, { token: user.token }),
        ]) {
          expect(res.status, `${role} ${path}`).toBe(404);
          expect(res.body).toEqual(missing.body);
        }
      }
    }
  });

  it('stay out of every list, also when asked for by filter', async () => {
    const hidden = new Set([s.b.org.id, s.b.property.id, s.b.premises.id, s.b.equipment.id]);
    const lists = [
      '/api/properties?pageSize=100',
      `/api/properties?pageSize=100&organisationId=${s.b.org.id}`,
      '/api/Premises?pageSize=100',
      `/api/Premises?pageSize=100&propertyId=${s.b.property.id}`,
      '/api/Equipment?pageSize=100',
      `/api/Equipment?pageSize=100&propertyId=${s.b.property.id}`,
    ];
    for (const [role, user] of Object.entries(roles())) {
      for (const path of [...lists, ...(role === 'contractor' ? [] : ['/api/organisations?pageSize=100'])]) {
        const res = await s.api.get(path, { token: user.token });
        expect(res.status, `${role} ${path}`).toBe(200);
        const leaked = res.body.items.filter((i: { id: string }) => hidden.has(i.id));
        expect(leaked, `${role} ${path}`).toEqual([]);
        expect(
          res.body.items.every((i: { id: string; organisationId?: string }) =>
            i.organisationId ? i.organisationId === s.a.org.id : i.id === s.a.org.id,
          ),
          `${role} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('sees its own organisation’s records (the matrix above is not vacuous)', async () => {
    for (const [role, user] of Object.entries(roles())) {
      for (const path of [
        `/api/properties/${s.a.property.id}`,
        `/api/Premises/${s.a.premises.id}`,
        `/api/Equipment/${s.a.equipment.id}`,
      ]) {
        expect((await s.api.get(path, { token: user.token })).status, `${role} ${path}`).toBe(200);
      }
    }
  });

  it('hides contractors working only for another organisation from tenants and contractors', async () => {
    const path = `/api/contractors/${s.bContractor.contractorId}`;
    expect((await s.api.get(path, { token: s.a.tenant.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.contractor.token })).status).toBe(404);
    expect((await s.api.put(path, {}, { token: s.contractor.token })).status).toBe(404);
    expect((await s.api.del(path, { token: s.contractor.token })).status).toBe(404);
    // The tenant sees the contractor on its own report and nobody else.
    const list = await s.api.get('/api/contractors', { token: s.a.tenant.token });
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([s.contractor.contractorId]);
  });
});

describe('files on errands of another organisation', () => {
  it('answer 404 on every file route to every role, as for a file that does not exist', async () => {
    const upload = await uploadFiles(s.server.url, s.bReport.id, s.b.manager.token, [
      { name: 'b.jpg', data: await jpeg() },
      { name: 'b.pdf', data: pdf() },
    ]);
    expect(upload.status).toBe(201);
    const [img, doc] = upload.body.items;
    const base = `/api/reports/${s.bReport.id}/files`;
    const missing = `${base}/00000000-0000-4000-8000-000000000000`;
    for (const [role, user] of Object.entries(roles())) {
      for (const path of [img.url, img.thumbnailUrl, doc.url, missing])
        expect((await download(s.server.url, path, user.token)).status, `${role} ${path}`).toBe(404);
      expect((await s.api.get(base, { token: user.token })).status, role).toBe(404);
      expect((await s.api.del(img.url, { token: user.token })).status, role).toBe(404);
      const again = await uploadFiles(s.server.url, s.bReport.id, user.token, [
        { name: 'x.jpg', data: await jpeg() },
      ]);
      expect(again.status, role).toBe(404);
    }
    // B's own staff read them: the matrix above is not vacuous.
    expect((await download(s.server.url, img.url, s.b.manager.token)).status).toBe(200);
  });
});

describe('holders of a capability link to one errand of organisation A', () => {
  /** A follow link stored as the app stores it (only the token's hash), to `reportId` in `organisationId`. */
  const linkTo = async (reportId: string, organisationId: string) => {
    const token = newOpaqueToken();
    await s.server.db.query(
      `INSERT INTO errand_links (token_hash, purpose, report_id, organisation_id, email)
       VALUES ($1, 'follow', $2, $3, 'utan.konto@example.se')`,
      [hashToken(token), reportId, organisationId],
    );
    return token;
  };

  it('read their own errand and nothing of B: not its errands, records or files, with no session either', async () => {
    const own = await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: s.a.property.id });
    const token = await linkTo(own.id, s.a.org.id);
    expect((await s.api.get(`/api/public/errands/${token}`)).status).toBe(200);
    // A link that names B's errand under A's organisation opens nothing (the scope needs both).
    const crossed = await linkTo(s.bReport.id, s.a.org.id);
    expect((await s.api.get(`/api/public/errands/${crossed}`)).status).toBe(404);
    expect((await s.api.post(`/api/public/errands/${crossed}/messages`, { text: 'x' })).status).toBe(404);
    // The link is no sign-in: as a bearer token it reaches no signed-in route, of A or of B.
    for (const path of [
      `/api/reports/${own.id}`,
      `/api/reports/${s.bReport.id}`,
      `/api/properties/${s.b.property.id}`,
      `/api/places/property/${s.b.property.id}/public-code`,
      `/api/reports/${s.bReport.id}/files`,
    ])
      expect((await s.api.get(path, { token })).status, path).toBe(401);
  });

  it('a work-order link reaches its own errand only: B’s errand under A opens nothing, nor B’s files', async () => {
    /** A work-order link stored as the app stores it, acting for A's contractor. */
    const workOrderTo = async (reportId: string, organisationId: string) => {
      const token = newOpaqueToken();
      await s.server.db.query(
        `INSERT INTO errand_links (token_hash, purpose, report_id, organisation_id, email, contractor_id)
         VALUES ($1, 'work_order', $2, $3, 'extern@example.se', $4)`,
        [hashToken(token), reportId, organisationId, s.contractor.contractorId],
      );
      return token;
    };
    const own = await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: s.a.property.id });
    const token = await workOrderTo(own.id, s.a.org.id);
    expect((await s.api.get(`/api/public/work-orders/${token}`)).status).toBe(200);
    const bFile = await uploadFiles(s.server.url, s.bReport.id, s.b.manager.token, [
      { name: 'b.jpg', data: await jpeg() },
    ]);
    // B's file through A's link: not found, as a file that does not exist.
    const fileId = bFile.body.items[0].id;
    for (const path of [`/files/${fileId}`, `/files/${fileId}/thumbnail`])
      expect((await s.api.get(`/api/public/work-orders/${token}${path}`)).status, path).toBe(404);
    const actionsOfB = () =>
      s.server.db.query('SELECT id FROM report_actions WHERE report_id = $1', [s.bReport.id]);
    const before = (await actionsOfB()).length;
    const crossed = await workOrderTo(s.bReport.id, s.a.org.id);
    for (const res of [
      await s.api.get(`/api/public/work-orders/${crossed}`),
      await s.api.post(`/api/public/work-orders/${crossed}/accept`),
      await s.api.post(`/api/public/work-orders/${crossed}/notes`, { note: 'x' }),
      await s.api.post(`/api/public/work-orders/${crossed}/done`, { resolution: 'x' }),
      await s.api.post(`/api/public/work-orders/${crossed}/decline`, { reason: 'x' }),
      await s.api.get(`/api/public/work-orders/${crossed}/files/${fileId}`),
    ])
      expect(res.status).toBe(404);
    // B's errand stays B's: nothing was written to it.
    expect((await actionsOfB()).length).toBe(before);
    // No signed-in route takes the link as a bearer token; B's manager finds no links of A's errand.
    expect((await s.api.get(`/api/reports/${own.id}`, { token })).status).toBe(401);
    expect(
      (await s.api.get(`/api/reports/${own.id}/work-order-links`, { token: s.b.manager.token })).status,
    ).toBe(404);
  });
});
