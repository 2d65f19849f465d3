import { describe, expect, it } from 'vitest';
import { createPremises } from '../../test/report-world';
import { reportsCrudSuite } from '../../test/reports-crud-suite';

/** One errand by its id: who reads it, who edits which fields, who deletes it. */
const { s, create } = reportsCrudSuite();

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
