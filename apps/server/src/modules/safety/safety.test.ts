import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createReportWorld, reportBody } from '../../test/report-world';

/**
 * GET /api/reports/{id}/safety: an errand filed with a hazard (here through the form, which has
 * no chat to give the advice) tells its readers the hazard and the organisation's on-call number.
 */
const s = apiSuite(async (db) => {
  const w = await createReportWorld(db);
  const other = await createReportWorld(db);
  await db.query('UPDATE organisations SET on_call_phone = $1 WHERE id = $2', ['08-123 456 78', w.org.id]);
  const trades = await createUsers(db, {
    fitter: { role: 'Contractor', trade: 'other' },
    electrician: { role: 'Contractor', trade: 'electrician' },
  });
  return { w, other, ...trades };
});

async function fileByForm(extra: Record<string, unknown>) {
  const res = await s.api.post('/api/reports', reportBody(s.w, extra), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body as { id: string; hazards: string[] };
}

describe('an errand’s safety facts', () => {
  it('a gas smell filed by form: the reporter and the manager read the hazard and the on-call number', async () => {
    const gas = await fileByForm({
      whatBroke: 'Det luktar gas i köket',
      description: 'Stark gaslukt vid spisen sedan en stund.',
      trade: 'other',
    });
    expect(gas.hazards).toContain('gas');
    for (const user of [s.w.tenant, s.w.manager]) {
      const res = await s.api.get(`/api/reports/${gas.id}/safety`, { token: user.token });
      expect(res.status, user.role).toBe(200);
      expect(res.body).toEqual({ hazards: gas.hazards, onCallPhone: '08-123 456 78' });
    }
  });

  it('a plain errand has no hazards; an organisation without a number answers null', async () => {
    const plain = await fileByForm({});
    const res = await s.api.get(`/api/reports/${plain.id}/safety`, { token: s.w.tenant.token });
    expect(res.body).toEqual({ hazards: [], onCallPhone: '08-123 456 78' });
    const theirs = await s.api.post('/api/reports', reportBody(s.other), { token: s.other.tenant.token });
    const other = await s.api.get(`/api/reports/${theirs.body.id}/safety`, { token: s.other.tenant.token });
    expect(other.body).toEqual({ hazards: [], onCallPhone: null });
  });

  it('others get 404 as for the errand, no one signed in 401, a bad id 400', async () => {
    const gas = await fileByForm({ whatBroke: 'Gaslukt i trapphuset', trade: 'other' });
    const path = `/api/reports/${gas.id}/safety`;
    expect((await s.api.get(path, { token: s.other.tenant.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.other.manager.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.w.otherTenant.token })).status).toBe(404);
    expect((await s.api.get(path)).status).toBe(401);
    const bad = await s.api.get('/api/reports/not-an-id/safety', { token: s.w.tenant.token });
    expect(bad.status).toBe(400);
  });

  it('a contractor offered it reads the hazard without the number; once theirs, with it; another trade 404', async () => {
    const gas = await fileByForm({ whatBroke: 'Gaslukt vid spisen', trade: 'other' });
    const path = `/api/reports/${gas.id}/safety`;
    const offered = await s.api.get(path, { token: s.fitter.token });
    expect(offered.status).toBe(200);
    expect(offered.body).toEqual({ hazards: gas.hazards, onCallPhone: null });
    expect((await s.api.get(path, { token: s.electrician.token })).status).toBe(404);
    const accepted = await s.api.post(`/api/reports/${gas.id}/accept`, {}, { token: s.fitter.token });
    expect(accepted.status).toBe(200);
    expect((await s.api.get(path, { token: s.fitter.token })).body.onCallPhone).toBe('08-123 456 78');
  });
});
