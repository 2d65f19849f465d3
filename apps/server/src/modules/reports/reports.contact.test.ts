import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

/** Contact on site (docs/PRODUCT.md "Contact on site"): who gets whose name and phone. */
const { s, reportIn, accept, newReport } = reportWorkflowSuite();

const detail = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });
const setPhone = (user: TestUser, phone: string | null) =>
  s.api.put('/api/auth/profile', { phone }, { token: user.token });

describe('contact on site', () => {
  it('gives the assigned contractor the reporter and a map link; reporter and staff the contractor', async () => {
    expect((await setPhone(s.w.tenant, '070-123 45 67')).status).toBe(200);
    await s.server.db.query(`UPDATE contractors SET phone = '08-555 123' WHERE id = $1`, [
      s.plumber.contractorId,
    ]);
    const id = await reportIn('InProgress');
    const reporter = { name: 'Tina Hyresgäst', phone: '070-123 45 67' };
    const contractor = { name: 'Rör-Pelle', phone: '08-555 123' };

    const forContractor = (await detail(id, s.plumber)).body.contact;
    expect(forContractor).toEqual({ reporter: { ...reporter, mapUrl: expect.any(String) } });
    const map = new URL(forContractor.reporter.mapUrl);
    expect(map.origin).toBe('https://www.openstreetmap.org');
    expect(map.searchParams.get('query')).toBe('Kungsgatan 12, Uppsala');

    expect((await detail(id, s.w.tenant)).body.contact).toEqual({ contractor });
    for (const staff of [s.w.manager, s.admin])
      expect((await detail(id, staff)).body.contact).toMatchObject({ reporter, contractor });
  });

  it('gives the marketplace no reporter data at all, phone included', async () => {
    await setPhone(s.w.tenant, '070-999 88 77');
    const { id } = await newReport();
    const market = await detail(id, s.plumber2);
    expect(market.status).toBe(200);
    expect(market.body.contact).toEqual({});
    expect(JSON.stringify(market.body)).not.toContain('070-999 88 77');
    const list = await s.api.get('/api/reports?scope=market', { token: s.plumber2.token });
    expect(JSON.stringify(list.body)).not.toContain('070-999 88 77');
    // Before anyone accepts, the reporter has no contractor to call.
    expect((await detail(id, s.w.tenant)).body.contact).toEqual({});
    // Once taken, the contractor gets the reporter; the one who lost sees nothing any more.
    expect((await accept(id, s.plumber2)).status).toBe(200);
    expect((await detail(id, s.plumber2)).body.contact.reporter.phone).toBe('070-999 88 77');
    expect((await detail(id, s.plumber)).status).toBe(404);
  });

  it('shows a reporter without a phone by name only', async () => {
    await setPhone(s.w.tenant, null);
    const id = await reportIn('InProgress');
    expect((await detail(id, s.plumber)).body.contact.reporter).toMatchObject({
      name: 'Tina Hyresgäst',
      phone: null,
    });
  });
});
