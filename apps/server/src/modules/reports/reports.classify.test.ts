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

/** Files `body` as `user` (the tenant unless said), which must answer 201. */
async function file(body: Record<string, unknown>, user = s.w.tenant) {
  const res = await s.api.post('/api/reports', body, { token: user.token });
  expect(res.status).toBe(201);
  return res;
}

describe('POST /api/reports without trade and priority', () => {
  it("stores the classifier's trade and priority for a tenant, and a manager may change them", async () => {
    const res = await file(tenantBody({ whatBroke: 'Gaslukt', description: 'Det luktar gas i köket' }));
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
    const res = await file(tenantBody({ whatBroke: 'The fridge is broken', description: '' }));
    expect(res.body.trade).toBe('appliance');
  });

  it('keeps what a manager chose', async () => {
    const res = await file(
      reportBody(s.w, { description: 'Det luktar gas i köket', trade: 'electrician', priority: 'Low' }),
      s.w.manager,
    );
    expect(res.body).toMatchObject({ trade: 'electrician', priority: 'Low' });
  });

  it('keeps how to get in apart from the description, which the marketplace reads', async () => {
    const res = await file(
      tenantBody({ description: 'Kranen droppar.', access: 'Nyckel hos grannen i 1102' }),
    );
    expect(res.body.description).toBe('Kranen droppar.');
    expect(res.body.access).toBe('Nyckel hos grannen i 1102');
  });
});
