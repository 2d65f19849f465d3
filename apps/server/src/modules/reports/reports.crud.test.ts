import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import {
  createEquipment,
  createPremises,
  createReportWorld,
  linkTenant,
  type ReportWorld,
  reportBody,
} from '../../test/report-world';

const s = apiSuite(async (db) => ({
  w: await createReportWorld(db, { reportLanguage: 'en', address: 'Kungsgatan 12' }),
  other: await createReportWorld(db, { address: 'Drottninggatan 5' }),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber' },
  })),
}));

const create = (
  token: string,
  world: Pick<ReportWorld, 'propertyId' | 'premisesId'>,
  extra: Record<string, unknown> = {},
) => s.api.post('/api/reports', reportBody(world, extra), { token });

describe('POST /api/reports', () => {
  it('lets a tenant report at their premises, in the organisation report language, with a created action', async () => {
    const res = await create(s.w.tenant.token, s.w);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organisationId: s.w.org.id,
      propertyId: s.w.propertyId,
      premisesId: s.w.premisesId,
      status: 'Open',
      trade: 'plumber',
      priority: 'Normal',
      reporter: s.w.tenant.id,
      reporterName: 'Tina Hyresgäst',
      contractorId: null,
      contractorName: null,
      language: 'en',
      place: { address: 'Kungsgatan 12', city: 'Uppsala', premisesDesignation: 'Lgh 1101' },
      acceptedAt: null,
      closedAt: null,
    });
    expect(res.body.actions).toHaveLength(1);
    expect(res.body.actions[0]).toMatchObject({
      kind: 'created',
      actorId: s.w.tenant.id,
      actorRole: 'PropertyTenant',
      actorName: 'Tina Hyresgäst',
      fromStatus: null,
      toStatus: 'Open',
    });
  });

  it('refuses a tenant at premises they do not rent or with a mismatching property; no premises is a common area', async () => {
    const foreign = await create(s.w.tenant.token, s.w, { premisesId: s.w.otherPremisesId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([
      expect.objectContaining({ field: 'premisesId', problem: 'not_found' }),
    ]);
    // A common area of the tenant's own property (the stairwell): the property, no premises.
    const common = await create(s.w.tenant.token, s.w, { premisesId: undefined });
    expect(common.status).toBe(201);
    expect(common.body.premisesId).toBeNull();
    // The tenant's flat sits in another property than the one named.
    const elsewhere = await createPremisesElsewhere();
    const mismatch = await create(s.w.tenant.token, {
      propertyId: elsewhere.propertyId,
      premisesId: s.w.premisesId,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0]).toMatchObject({ field: 'premisesId', problem: 'mismatch' });
    // A property of the tenant's organisation they rent nothing in is out of their reach.
    const unlinked = await create(s.w.tenant.token, elsewhere);
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.error.details).toEqual([
      expect.objectContaining({ field: 'propertyId', problem: 'not_found' }),
    ]);
    const otherOrg = await create(s.w.tenant.token, s.other);
    expect(otherOrg.status).toBe(400);
    expect(otherOrg.body.error.details[0]).toMatchObject({ field: 'propertyId', problem: 'not_found' });
  });

  it('lets a manager report in the own organisation only, with or without premises', async () => {
    const own = await create(s.w.manager.token, s.w, { premisesId: null, trade: 'electrician' });
    expect(own.status).toBe(201);
    expect(own.body.premisesId).toBeNull();
    const foreign = await create(s.w.manager.token, s.other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('propertyId');
  });

  it('lets an admin report anywhere; the organisation comes from the property', async () => {
    const res = await create(s.admin.token, s.other);
    expect(res.status).toBe(201);
    expect(res.body.organisationId).toBe(s.other.org.id);
    expect(res.body.language).toBe('sv');
  });

  it('checks equipment belongs to the property', async () => {
    const eq = await createEquipment(s.server.db, s.w.org.id, s.w.propertyId);
    const ok = await create(s.w.manager.token, s.w, { equipmentId: eq });
    expect(ok.status).toBe(201);
    expect(ok.body.equipmentId).toBe(eq);
    const foreignEq = await createEquipment(s.server.db, s.other.org.id, s.other.propertyId);
    const bad = await create(s.w.manager.token, s.w, { equipmentId: foreignEq });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('equipmentId');
  });

  it('refuses contractors (403) and anonymous callers (401)', async () => {
    expect((await create(s.plumber.token, s.w)).status).toBe(403);
    expect((await s.api.post('/api/reports', reportBody(s.w))).status).toBe(401);
    // Before the body is looked at: an anonymous caller with a bad body hears 401, not 400.
    for (const path of ['/api/reports', `/api/reports/${s.w.premisesId}/transition`])
      expect((await s.api.post(path, { bogus: 1 })).status, path).toBe(401);
  });

  it('rejects forbidden and unknown fields with details', async () => {
    for (const field of ['status', 'organisationId', 'contractorId', 'reporter', 'created', 'colour']) {
      const res = await create(s.w.manager.token, s.w, {
        [field]: field === 'status' ? 'Closed' : s.w.org.id,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details).toContainEqual(
        expect.objectContaining({ field, problem: 'unrecognized_keys' }),
      );
    }
    const bad = await s.api.post(
      '/api/reports',
      { propertyId: 'nope', whatBroke: '', trade: 'wizard' },
      { token: s.w.manager.token },
    );
    expect(bad.status).toBe(400);
    const fields = bad.body.error.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['propertyId', 'trade', 'whatBroke']);
  });
});

async function createPremisesElsewhere() {
  const { createProperty } = await import('../../test/report-world');
  const propertyId = await createProperty(s.server.db, s.w.org.id, 'Sysslomansgatan 3');
  const premisesId = await createPremises(s.server.db, s.w.org.id, propertyId, 'Lgh 2001');
  await linkTenant(s.server.db, premisesId, s.w.otherTenant.id);
  return { propertyId, premisesId };
}

describe('GET, PUT, DELETE /api/reports/{id}', () => {
  it('shows a report to its organisation and reporter, 404 to everyone else', async () => {
    const { body: r } = await create(s.w.tenant.token, s.w);
    for (const user of [s.w.tenant, s.w.manager, s.admin]) {
      const res = await s.api.get(`/api/reports/${r.id}`, { token: user.token });
      expect(res.status, user.role).toBe(200);
      expect(res.body.actions).toHaveLength(1);
    }
    for (const user of [s.w.otherTenant, s.other.manager, s.other.tenant]) {
      expect((await s.api.get(`/api/reports/${r.id}`, { token: user.token })).status, user.role).toBe(404);
    }
    expect(
      (await s.api.get('/api/reports/00000000-0000-4000-8000-000000000000', { token: s.admin.token })).status,
    ).toBe(404);
    expect((await s.api.get('/api/reports/not-a-uuid', { token: s.admin.token })).status).toBe(400);
  });

  it('lets staff edit fields only, keeping unsent ones, and appends an updated action', async () => {
    const { body: r } = await create(s.w.tenant.token, s.w, { priority: 'High' });
    const res = await s.api.put(
      `/api/reports/${r.id}`,
      { whatBroke: 'Kranen läcker' },
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      whatBroke: 'Kranen läcker',
      priority: 'High',
      description: r.description,
    });
    expect(res.body.actions.map((a: { kind: string }) => a.kind)).toEqual(['created', 'updated']);
    expect(Date.parse(res.body.lastModified)).toBeGreaterThanOrEqual(Date.parse(r.lastModified));
    const byAdmin = await s.api.put(`/api/reports/${r.id}`, { priority: 'Urgent' }, { token: s.admin.token });
    expect(byAdmin.body.priority).toBe('Urgent');
  });

  it('refuses edits by the tenant (403), other organisations (404) and forbidden fields (400)', async () => {
    const { body: r } = await create(s.w.tenant.token, s.w);
    expect(
      (await s.api.put(`/api/reports/${r.id}`, { priority: 'Low' }, { token: s.w.tenant.token })).status,
    ).toBe(403);
    expect(
      (await s.api.put(`/api/reports/${r.id}`, { priority: 'Low' }, { token: s.other.manager.token })).status,
    ).toBe(404);
    for (const field of ['status', 'organisationId', 'contractorId', 'reporter', 'created', 'propertyId']) {
      const res = await s.api.put(`/api/reports/${r.id}`, { [field]: 'x' }, { token: s.w.manager.token });
      expect(res.status, field).toBe(400);
      expect(res.body.error.details).toContainEqual(expect.objectContaining({ field }));
    }
    const elsewhere = await createPremises(s.server.db, s.other.org.id, s.other.propertyId, 'Lgh 9999');
    const badPremises = await s.api.put(
      `/api/reports/${r.id}`,
      { premisesId: elsewhere },
      { token: s.w.manager.token },
    );
    expect(badPremises.status).toBe(400);
  });

  it('lets admins and managers delete; tenants 403, others 404', async () => {
    const { body: r } = await create(s.w.tenant.token, s.w);
    expect((await s.api.del(`/api/reports/${r.id}`, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.del(`/api/reports/${r.id}`, { token: s.other.manager.token })).status).toBe(404);
    expect((await s.api.del(`/api/reports/${r.id}`, { token: s.plumber.token })).status).toBe(403);
    expect((await s.api.del(`/api/reports/${r.id}`, { token: s.w.manager.token })).status).toBe(200);
    expect((await s.api.get(`/api/reports/${r.id}`, { token: s.w.manager.token })).status).toBe(404);
    const { body: r2 } = await create(s.w.manager.token, s.w);
    expect((await s.api.del(`/api/reports/${r2.id}`, { token: s.admin.token })).status).toBe(200);
  });
});

describe('GET /api/reports', () => {
  it('never lists another organisation’s reports, and tenants see only their own', async () => {
    await create(s.other.manager.token, s.other);
    await create(s.w.otherTenant.token, { propertyId: s.w.propertyId, premisesId: s.w.otherPremisesId });
    const byManager = await s.api.get('/api/reports?pageSize=100', { token: s.w.manager.token });
    expect(byManager.status).toBe(200);
    expect(byManager.body.items.length).toBeGreaterThan(0);
    expect(
      byManager.body.items.every((r: { organisationId: string }) => r.organisationId === s.w.org.id),
    ).toBe(true);
    const byTenant = await s.api.get('/api/reports?pageSize=100', { token: s.w.tenant.token });
    expect(byTenant.body.items.length).toBeGreaterThan(0);
    expect(byTenant.body.items.every((r: { reporter: string }) => r.reporter === s.w.tenant.id)).toBe(true);
    const byAdmin = await s.api.get(`/api/reports?pageSize=100&organisationId=${s.other.org.id}`, {
      token: s.admin.token,
    });
    expect(
      byAdmin.body.items.every((r: { organisationId: string }) => r.organisationId === s.other.org.id),
    ).toBe(true);
    expect(byAdmin.body.total).toBeGreaterThan(0);
    // A manager asking for another organisation gets nothing of it.
    const probe = await s.api.get(`/api/reports?organisationId=${s.other.org.id}`, {
      token: s.w.manager.token,
    });
    expect(probe.body).toMatchObject({ items: [], total: 0 });
  });

  it('pages, sorts, filters and searches with escaped wildcards', async () => {
    const org = await createReportWorld(s.server.db, { address: 'Vaksalagatan 30' });
    const t = org.manager.token;
    await create(t, org, { whatBroke: 'Rabatt 50% trasig', priority: 'Low', trade: 'groundskeeping' });
    await create(t, org, { whatBroke: 'Lampa_trasig', priority: 'Urgent', trade: 'electrician' });
    await create(t, org, {
      whatBroke: 'Dörren kärvar',
      priority: 'High',
      trade: 'carpentry',
      description: 'Ytterdörren',
    });
    const all = await s.api.get('/api/reports?pageSize=2&page=1&sort=-priority', { token: t });
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.body.items.map((r: { priority: string }) => r.priority)).toEqual(['Urgent', 'High']);
    const page2 = await s.api.get('/api/reports?pageSize=2&page=2&sort=-priority', { token: t });
    expect(page2.body.items.map((r: { priority: string }) => r.priority)).toEqual(['Low']);
    const asc = await s.api.get('/api/reports?sort=created', { token: t });
    expect(asc.body.items[0].whatBroke).toBe('Rabatt 50% trasig');
    expect((await s.api.get('/api/reports?q=50%25', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?q=%25', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?q=_', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?q=ytterd', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?q=vaksala', { token: t })).body.total).toBe(3);
    expect((await s.api.get('/api/reports?trade=electrician', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?priority=High', { token: t })).body.total).toBe(1);
    expect((await s.api.get('/api/reports?status=Open,Closed', { token: t })).body.total).toBe(3);
    expect((await s.api.get('/api/reports?status=Closed', { token: t })).body.total).toBe(0);
    expect((await s.api.get(`/api/reports?propertyId=${org.propertyId}`, { token: t })).body.total).toBe(3);
    expect((await s.api.get(`/api/reports?premisesId=${org.otherPremisesId}`, { token: t })).body.total).toBe(
      0,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await s.api.get(`/api/reports?from=${today}&to=${today}`, { token: t })).body.total).toBe(3);
    expect((await s.api.get('/api/reports?to=2000-01-01', { token: t })).body.total).toBe(0);
  });

  it('rejects bad list parameters with field details', async () => {
    const t = s.w.manager.token;
    for (const qs of [
      'sort=colour',
      'pageSize=101',
      'status=Done',
      'trade=wizard',
      'from=yesterday',
      'bogus=1',
    ]) {
      const res = await s.api.get(`/api/reports?${qs}`, { token: t });
      expect(res.status, qs).toBe(400);
      expect(res.body.error.details.length, qs).toBeGreaterThan(0);
    }
    expect((await s.api.get('/api/reports')).status).toBe(401);
  });
});
