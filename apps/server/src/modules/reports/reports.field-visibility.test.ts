import { afterAll, describe, expect, it } from 'vitest';
import { apiSuite, tradeUsers } from '../../test/api-suite';
import type { TestUser } from '../../test/factories';
import { connectHub, type TestHubClient } from '../../test/hub-kit';
import { createReportWorld, reportBody } from '../../test/report-world';

/**
 * Who reads which field of an errand (docs/PRODUCT.md "Who reads which field") over the API,
 * the hub and mails: the access goes to staff, the reporter and the assigned contractor, never
 * the marketplace; the close-out's figures to staff and the assigned contractor, not the tenant.
 */
const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    other: await createReportWorld(db),
    ...(await tradeUsers(db)),
  }),
  // Notifications run when a test says so, so the mails can be read after.
  { jobs: { autoStart: false } },
);

const CODE = 'Portkod 1234, nyckel hos grannen';
const get = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });
const file = async (extra: Record<string, unknown> = {}) => {
  const res = await s.api.post('/api/reports', reportBody(s.w, { access: CODE, ...extra }), {
    token: s.w.tenant.token,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const accept = (id: string, user: TestUser) =>
  s.api.post(`/api/reports/${id}/accept`, {}, { token: user.token });

let hub: TestHubClient | undefined;
afterAll(() => hub?.stop());

describe('the access field', () => {
  it('is kept apart from the description and read by the reporter, staff and the assigned contractor', async () => {
    const id = await file();
    const mine = await get(id, s.w.tenant);
    expect(mine.body.access).toBe(CODE);
    expect(mine.body.description).toBe('Köksblandaren droppar hela tiden.');
    for (const staff of [s.w.manager, s.admin]) expect((await get(id, staff)).body.access).toBe(CODE);
    expect((await accept(id, s.plumber)).body.access).toBe(CODE);
    expect((await get(id, s.plumber)).body.access).toBe(CODE);
  });

  it('never reaches the marketplace: detail, market list and search', async () => {
    const id = await file({ whatBroke: 'Stopp i avloppet' });
    const market = await get(id, s.plumber2);
    expect(market.status).toBe(200);
    expect(market.body.access).toBeNull();
    expect(JSON.stringify(market.body)).not.toContain('1234');
    const list = await s.api.get('/api/reports?scope=market&pageSize=100', { token: s.plumber2.token });
    const row = list.body.items.find((r: { id: string }) => r.id === id);
    expect(row.access).toBeNull();
    expect(JSON.stringify(list.body)).not.toContain('1234');
    // The access is not searchable text: the marketplace cannot probe door codes.
    const search = await s.api.get('/api/reports?scope=market&q=1234', { token: s.plumber2.token });
    expect(search.body.items.map((r: { id: string }) => r.id)).not.toContain(id);
    // The tenant's own list carries it.
    const own = await s.api.get('/api/reports?pageSize=100', { token: s.w.tenant.token });
    expect(own.body.items.find((r: { id: string }) => r.id === id).access).toBe(CODE);
  });

  it('is not found at all by other tenants, other organisations, other trades, nor a contractor who handed it back', async () => {
    const id = await file();
    for (const outsider of [s.w.otherTenant, s.other.manager, s.other.tenant, s.electrician])
      expect((await get(id, outsider)).status).toBe(404);
    expect((await accept(id, s.plumber)).status).toBe(200);
    expect((await get(id, s.plumber2)).status).toBe(404);
    const back = await s.api.post(
      `/api/reports/${id}/transition`,
      { status: 'Open', note: 'Hinner inte' },
      { token: s.plumber.token },
    );
    expect(back.status).toBe(200);
    // Back on the market: the contractor who had it reads it as the marketplace does.
    expect(back.body.access).toBeNull();
    expect((await get(id, s.plumber)).body.access).toBeNull();
  });

  it('is edited by staff where the description is (empty clears it), not by the tenant', async () => {
    const id = await file();
    const put = (user: TestUser, body: unknown) =>
      s.api.put(`/api/reports/${id}`, body, { token: user.token });
    const edited = await put(s.w.manager, { access: '  Ring först  ' });
    expect(edited.status).toBe(200);
    expect(edited.body.access).toBe('Ring först');
    expect((await put(s.w.manager, { access: '' })).body.access).toBeNull();
    expect((await put(s.w.manager, { access: 'Huvudnyckel' })).body.access).toBe('Huvudnyckel');
    expect((await put(s.w.manager, { description: 'Ny text' })).body.access).toBe('Huvudnyckel');
    expect((await put(s.w.tenant, { access: 'x' })).status).toBe(403);
    expect((await put(s.other.manager, { access: 'x' })).status).toBe(404);
    const long = await put(s.w.manager, { access: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].field).toBe('access');
    const bad = await s.api.post('/api/reports', reportBody(s.w, { access: 42 }), {
      token: s.w.tenant.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('access');
  });

  it('is left out of hub events', async () => {
    hub = await connectHub(s.server.url, { token: s.plumber2.token });
    const id = await file({ whatBroke: 'Läcka under diskbänken' });
    const created = await hub.waitFor('ReportCreated', (p) => p.reportId === id);
    expect(Object.keys(created).sort()).toEqual(
      ['contractorId', 'organisationId', 'priority', 'reportId', 'status', 'trade'].sort(),
    );
    expect(JSON.stringify(hub.received)).not.toContain('1234');
  });

  it('is in the mail to the assigned contractor, not in the marketplace mail', async () => {
    const id = await file({ priority: 'Urgent', whatBroke: 'Vattenläcka i badrummet' });
    await s.server.app.jobs.runDue();
    const assign = await s.api.post(
      `/api/reports/${id}/accept`,
      { contractorId: s.plumber.contractorId },
      { token: s.w.manager.token },
    );
    expect(assign.status).toBe(200);
    await s.server.app.jobs.runDue();
    const mails = await s.server.db.query<{ toAddress: string; textBody: string; htmlBody: string }>(
      `SELECT to_address, text_body, html_body FROM mail_outbox WHERE subject LIKE '%Vattenläcka%'`,
    );
    const to = (email: string) => mails.filter((m) => m.toAddress === email);
    expect(to(s.plumber2.email).length).toBeGreaterThan(0);
    for (const m of to(s.plumber2.email)) expect(m.textBody + m.htmlBody).not.toContain('1234');
    const assigned = to(s.plumber.email).find((m) => m.textBody.includes(CODE));
    expect(assigned?.textBody).toContain(`Tillträde: ${CODE}`);
    expect(assigned?.htmlBody).toContain('Tillträde: Portkod 1234');
  });
});

describe('the close-out figures', () => {
  it('go to staff and the assigned contractor; the tenant reads the resolution only', async () => {
    const id = await file();
    expect((await accept(id, s.plumber)).status).toBe(200);
    const done = await s.api.post(
      `/api/reports/${id}/done`,
      { resolution: 'Bytte packning.', minutesSpent: 45, cost: 1249.5, invoiceReference: 'F-2026-118' },
      { token: s.plumber.token },
    );
    expect(done.status).toBe(200);
    expect(done.body.closeOut).toMatchObject({
      minutesSpent: 45,
      cost: 1249.5,
      invoiceReference: 'F-2026-118',
    });
    for (const reader of [s.plumber, s.w.manager, s.admin])
      expect((await get(id, reader)).body.closeOut, reader.role).toMatchObject({
        resolution: 'Bytte packning.',
        minutesSpent: 45,
        cost: 1249.5,
        invoiceReference: 'F-2026-118',
      });
    const tenant = await get(id, s.w.tenant);
    expect(tenant.body.closeOut).toMatchObject({
      resolution: 'Bytte packning.',
      minutesSpent: null,
      cost: null,
      invoiceReference: null,
    });
    expect(JSON.stringify(tenant.body)).not.toContain('F-2026-118');
    // The tenant's confirming answer is stripped the same way.
    const confirmed = await s.api.post(
      `/api/reports/${id}/transition`,
      { status: 'Closed' },
      { token: s.w.tenant.token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.closeOut.cost).toBeNull();
    expect((await get(id, s.w.manager)).body.closeOut.cost).toBe(1249.5);
  });
});
