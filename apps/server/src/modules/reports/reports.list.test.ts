import { describe, expect, it } from 'vitest';
import { createReportWorld } from '../../test/report-world';
import { reportsCrudSuite } from '../../test/reports-crud-suite';

/** The errand list: whose errands it shows, its pages, sorting, filters and search. */
const { s, create } = reportsCrudSuite();

describe('GET /api/reports', () => {
  it('never lists another organisation’s reports, and tenants see only their own', async () => {
    // The tenant's own errand beside their neighbour's and another organisation's.
    await create(s.w.tenant.token, s.w);
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
