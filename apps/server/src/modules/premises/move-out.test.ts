import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';
import { createReportWorld, reportBody } from '../../test/report-world';

const s = apiSuite(async (db) => ({ w: await createReportWorld(db) }));

/** Moves the tenant's move-out from the premises `days` back by the database clock. */
const movedOutDaysAgo = (premisesId: string, userId: string, days: number) =>
  s.server.db.query(
    `UPDATE premises_move_outs SET moved_out_at = now() - make_interval(days => $3)
      WHERE premises_id = $1 AND user_id = $2 RETURNING 1`,
    [premisesId, userId, days],
  );

describe('a tenant moving out of premises', () => {
  it('keeps their errands there visible for 30 days after the unlink, then 404; linked again they return', async () => {
    const { w } = s;
    const created = await s.api.post('/api/reports', reportBody(w), { token: w.tenant.token });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const seen = async () => {
      const detail = await s.api.get(`/api/reports/${id}`, { token: w.tenant.token });
      const list = await s.api.get('/api/reports', { token: w.tenant.token });
      const listed = (list.body.items as { id: string }[]).some((r) => r.id === id);
      expect(listed).toBe(detail.status === 200);
      return detail.status;
    };
    const unlink = await s.api.put(
      `/api/Premises/${w.premisesId}`,
      { tenantIds: [] },
      { token: w.manager.token },
    );
    expect(unlink.status).toBe(200);
    expect(await seen()).toBe(200);
    expect(await movedOutDaysAgo(w.premisesId, w.tenant.id, 29)).toHaveLength(1);
    expect(await seen()).toBe(200);
    await movedOutDaysAgo(w.premisesId, w.tenant.id, 31);
    expect(await seen()).toBe(404);
    // The manager still reads it: the errand is the premises' history.
    expect((await s.api.get(`/api/reports/${id}`, { token: w.manager.token })).status).toBe(200);
    // Another tenant's errand on other premises is untouched by this move.
    const other = await s.api.post(
      '/api/reports',
      reportBody({ propertyId: w.propertyId, premisesId: w.otherPremisesId }),
      { token: w.otherTenant.token },
    );
    expect((await s.api.get(`/api/reports/${other.body.id}`, { token: w.otherTenant.token })).status).toBe(
      200,
    );
    // Linked again, they have not moved out.
    const relink = await s.api.put(
      `/api/Premises/${w.premisesId}`,
      { tenantIds: [w.tenant.id] },
      { token: w.manager.token },
    );
    expect(relink.status).toBe(200);
    expect(await movedOutDaysAgo(w.premisesId, w.tenant.id, 31)).toHaveLength(0);
    expect(await seen()).toBe(200);
  });
});
