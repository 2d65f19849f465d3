import { describe, expect, it } from 'vitest';
import { expectFieldProblem } from '../../test/expect-problems';
import { createEquipment, createPremises, linkTenant, reportBody } from '../../test/report-world';
import { reportsCrudSuite } from '../../test/reports-crud-suite';

/** Filing an errand: who may, where, and which fields the body may hold. */
const { s, create } = reportsCrudSuite();

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
    expectFieldProblem(mismatch, 'premisesId', 'mismatch');
    // A property of the tenant's organisation they rent nothing in is out of their reach.
    const unlinked = await create(s.w.tenant.token, elsewhere);
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.error.details).toEqual([
      expect.objectContaining({ field: 'propertyId', problem: 'not_found' }),
    ]);
    const otherOrg = await create(s.w.tenant.token, s.other);
    expectFieldProblem(otherOrg, 'propertyId', 'not_found');
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
