import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { pdf, png, uploadFiles } from '../../test/files';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, move, reportIn } = reportWorkflowSuite();

const submit = (id: string, user: TestUser, body: unknown) =>
  s.api.put(`/api/reports/${id}/quote`, body, { token: user.token });
const decide = (id: string, user: TestUser, body: unknown) =>
  s.api.post(`/api/reports/${id}/quote/decision`, body, { token: user.token });
const done = (id: string, user: TestUser, cost?: number) =>
  s.api.post(`/api/reports/${id}/done`, { resolution: 'Bytte stammen', cost }, { token: user.token });
const detail = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });
const setLimit = (user: TestUser, quoteLimitSek: number | null) =>
  s.api.put('/api/organisations/current', { quoteLimitSek }, { token: user.token });
const needsQuote = async (user: TestUser) => {
  const res = await s.api.get('/api/needs-action', { token: user.token });
  const group = res.body.groups.find((g: { key: string }) => g.key === 'quotePending');
  return group.items.map((i: { reportId: string }) => i.reportId) as string[];
};

describe('quotes and approval', () => {
  it('managers set the cost limit of their organisation; it is read back and cleared with null', async () => {
    const res = await setLimit(s.w.manager, 5000);
    expect(res.status).toBe(200);
    expect(res.body.quoteLimitSek).toBe(5000);
    expect((await setLimit(s.w.manager, 10.005)).body.error.details[0].field).toBe('quoteLimitSek');
    expect((await setLimit(s.w.manager, -1)).status).toBe(400);
    // Tenants may not set it.
    expect((await setLimit(s.w.tenant, 1)).status).toBe(403);
    expect((await setLimit(s.w.manager, null)).body.quoteLimitSek).toBeNull();
  });

  it('above the limit: done is 409 without an approved quote; submit, reject with reason, resubmit, approve, done', async () => {
    await setLimit(s.w.manager, 5000);
    const id = await reportIn('InProgress');
    // At or below the limit no quote is needed.
    const small = await reportIn('InProgress');
    expect((await done(small, s.plumber, 5000)).status).toBe(200);

    const refused = await done(id, s.plumber, 12500.5);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('kostnadsgräns');

    const first = await submit(id, s.plumber, { amount: 12500.5, description: 'Byte av stam i badrum' });
    expect(first.status).toBe(200);
    expect(first.body.quote).toMatchObject({
      amount: 12500.5,
      description: 'Byte av stam i badrum',
      status: 'pending',
      submittedBy: 'Rör-Pelle',
      decided: null,
    });
    expect(first.body.quoteLimit).toBe(5000);
    expect(first.body.actions.at(-1)).toMatchObject({ kind: 'quote_submitted', visibility: 'internal' });
    expect(await needsQuote(s.w.manager)).toContain(id);
    expect(await needsQuote(s.other.manager)).not.toContain(id);

    // A waiting quote is not an approval.
    expect((await done(id, s.plumber, 12500.5)).status).toBe(409);

    // The reason is required to reject (400 with its field), then the contractor reads it.
    const noReason = await decide(id, s.w.manager, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0].field).toBe('reason');
    const rejected = await decide(id, s.w.manager, {
      decision: 'rejected',
      reason: 'För dyrt, ta in ett till pris',
    });
    expect(rejected.body.quote).toMatchObject({ status: 'rejected', decidedBy: 'Maria Förvaltare' });
    expect((await detail(id, s.plumber)).body.quote.reason).toBe('För dyrt, ta in ett till pris');
    expect(await needsQuote(s.w.manager)).not.toContain(id);
    // A decided quote is not decided again (409).
    expect((await decide(id, s.w.manager, { decision: 'approved' })).status).toBe(409);

    const second = await submit(id, s.plumber, { amount: 9800, description: 'Byte av stam, enklare rör' });
    expect(second.body.quote).toMatchObject({ status: 'pending', reason: null, decidedBy: null });
    const approved = await decide(id, s.w.manager, { decision: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.quote.status).toBe('approved');
    // An approved quote stands.
    expect((await submit(id, s.plumber, { amount: 1, description: 'x' })).status).toBe(409);

    // The approval covers its amount, not more.
    const over = await done(id, s.plumber, 9800.01);
    expect(over.status).toBe(409);
    const ok = await done(id, s.plumber, 9800);
    expect(ok.status).toBe(200);
    expect(ok.body.closeOut.cost).toBe(9800);
    expect(ok.body.actions.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['quote_submitted', 'quote_rejected', 'quote_approved', 'done']),
    );
    await setLimit(s.w.manager, null);
  });

  it('staff and the assigned contractor read the quote; the reporter and the marketplace do not', async () => {
    await setLimit(s.w.manager, 1000);
    const id = await reportIn('InProgress');
    await submit(id, s.plumber, { amount: 4000, description: 'Nytt element' });
    for (const reader of [s.w.manager, s.admin, s.plumber]) {
      const res = await detail(id, reader);
      expect(res.body.quote?.amount, reader.role).toBe(4000);
      expect(res.body.quoteLimit, reader.role).toBe(1000);
    }
    const tenant = await detail(id, s.w.tenant);
    expect(tenant.body.quote).toBeNull();
    expect(tenant.body.quoteLimit).toBeNull();
    // The timeline's quote entries are internal: the reporter does not get them.
    expect(tenant.body.actions.some((a: { kind: string }) => a.kind.startsWith('quote_'))).toBe(false);
    expect(tenant.body.can).toMatchObject({ submitQuote: false, decideQuote: false });
    // A hand-back opens the errand again: the quote goes with the contractor's work.
    await move(id, s.plumber, 'Open', 'Fel yrke');
    const market = await detail(id, s.plumber2);
    expect(market.body.quote).toBeNull();
    expect(market.body.quoteLimit).toBeNull();
    expect((await detail(id, s.w.manager)).body.quote).toBeNull();
    await setLimit(s.w.manager, null);
  });

  it('answers 403 to the wrong role, 404 to another organisation, 409 out of progress, 400 for bad input', async () => {
    const id = await reportIn('InProgress');
    const quote = { amount: 2000, description: 'Ny blandare' };
    // Staff decide, they do not quote; the contractor quotes, does not decide; the tenant does neither.
    expect((await submit(id, s.w.manager, quote)).status).toBe(403);
    expect((await submit(id, s.w.tenant, quote)).status).toBe(403);
    expect((await submit(id, s.other.manager, quote)).status).toBe(404);
    expect((await submit(id, s.plumber2, quote)).status).toBe(404);
    const bad = async (body: unknown) => (await submit(id, s.plumber, body)).body.error.details[0].field;
    expect(await bad({ amount: -5, description: 'x' })).toBe('amount');
    expect(await bad({ amount: 10.001, description: 'x' })).toBe('amount');
    expect(await bad({ amount: 10, description: '   ' })).toBe('description');
    expect(await bad({ amount: 10, description: 'x', fileId: 'nope' })).toBe('fileId');
    // No quote yet: nothing to decide (409).
    expect((await decide(id, s.w.manager, { decision: 'approved' })).status).toBe(409);
    expect((await submit(id, s.plumber, quote)).status).toBe(200);
    expect((await decide(id, s.plumber, { decision: 'approved' })).status).toBe(403);
    expect((await decide(id, s.w.tenant, { decision: 'approved' })).status).toBe(403);
    expect((await decide(id, s.other.manager, { decision: 'approved' })).status).toBe(404);
    expect((await decide(id, s.w.manager, { decision: 'maybe' })).status).toBe(400);
    // Once the work is done the quote is history: no new one, no decision (409).
    expect((await done(id, s.plumber)).status).toBe(200);
    expect((await submit(id, s.plumber, quote)).status).toBe(409);
    expect((await decide(id, s.w.manager, { decision: 'approved' })).status).toBe(409);
  });

  it('attaches a PDF among the errand’s files, not an image nor another errand’s file', async () => {
    const id = await reportIn('InProgress');
    const other = await reportIn('InProgress');
    const up = async (rid: string, file: { name: string; data: Buffer; type?: string }) =>
      (await uploadFiles(s.server.url, rid, s.plumber.token, [file])).body.items[0].id as string;
    const mine = await up(id, { name: 'offert.pdf', data: pdf('Offert') });
    const photo = await up(id, { name: 'rör.png', data: await png(), type: 'image/png' });
    const elsewhere = await up(other, { name: 'annan.pdf', data: pdf() });
    const body = (fileId: string) => ({ amount: 3000, description: 'Enligt bifogad offert', fileId });
    expect((await submit(id, s.plumber, body(photo))).body.error.details[0].field).toBe('fileId');
    expect((await submit(id, s.plumber, body(elsewhere))).body.error.details[0].field).toBe('fileId');
    const res = await submit(id, s.plumber, body(mine));
    expect(res.status).toBe(200);
    expect(res.body.quote.fileId).toBe(mine);
  });
});
