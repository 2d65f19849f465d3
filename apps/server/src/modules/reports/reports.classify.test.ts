import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';
import { createReportWorld, reportBody } from '../../test/report-world';

const s = apiSuite(async (db) => ({
  w: await createReportWorld(db, { reportLanguage: 'sv' }),
}));

/** A tenant's report as the tenant's form sends it: what, where, a description and access. */
const tenantBody = (extra: Record<string, unknown> = {}) => {
  const { trade: _t, priority: _p, customerNumber: _c, ...rest } = reportBody(s.w, extra);
  return rest;
};

describe('POST /api/reports without trade and priority', () => {
  it("stores the classifier's trade and priority for a tenant, and a manager may change them", async () => {
    const res = await s.api.post(
      '/api/reports',
      tenantBody({ whatBroke: 'Gaslukt', description: 'Det luktar gas i köket' }),
      { token: s.w.tenant.token },
    );
    expect(res.status).toBe(201);
    // As the chat assistant judges a smell of gas (assistant/classifier.ts).
    expect(res.body).toMatchObject({ trade: 'plumber', priority: 'Urgent', customerNumber: null });

    const edited = await s.api.put(
      `/api/reports/${res.body.id}`,
      { trade: 'heating', priority: 'High' },
      { token: s.w.manager.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ trade: 'heating', priority: 'High' });
  });

  it('judges from what broke too, when the description is empty', async () => {
    const res = await s.api.post(
      '/api/reports',
      tenantBody({ whatBroke: 'The fridge is broken', description: '' }),
      { token: s.w.tenant.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.trade).toBe('appliance');
  });

  it('keeps what a manager chose', async () => {
    const res = await s.api.post(
      '/api/reports',
      reportBody(s.w, { description: 'Det luktar gas i köket', trade: 'electrician', priority: 'Low' }),
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ trade: 'electrician', priority: 'Low' });
  });

  it('keeps how to get in apart from the description, which the marketplace reads', async () => {
    const res = await s.api.post(
      '/api/reports',
      tenantBody({ description: 'Kranen droppar.', access: 'Nyckel hos grannen i 1102' }),
      { token: s.w.tenant.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('Kranen droppar.');
    expect(res.body.access).toBe('Nyckel hos grannen i 1102');
  });
});
