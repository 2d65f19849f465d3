import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ids } from '../../test/api-suite';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { reportBody } from '../../test/report-world';

const { s, newReport, reportIn } = reportWorkflowSuite();
const BULK = '/api/reports/bulk';

describe('bulk assign and close', () => {
  it('assigns one contractor to several Open errands, with the note on each timeline', async () => {
    const a = await newReport();
    const b = await newReport();
    const res = await s.api.post(
      BULK,
      { action: 'assign', ids: [a.id, b.id], contractorId: s.plumber.contractorId, note: 'Akut i dag' },
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
    ]);
    const detail = await s.api.get(`/api/reports/${b.id}`, { token: s.w.manager.token });
    expect(detail.body).toMatchObject({ status: 'InProgress', contractorId: s.plumber.contractorId });
    expect(detail.body.actions.map((x: { kind: string }) => x.kind)).toEqual(['created', 'assigned', 'note']);
  });

  it('answers per errand: invalid moves 409, other organisations’ errands 404, the rest done', async () => {
    const open = await reportIn('Open');
    const inProgress = await reportIn('InProgress');
    const closed = await reportIn('Closed');
    const foreign = await s.api.post('/api/reports', reportBody(s.other), { token: s.other.tenant.token });
    const missing = randomUUID();
    const published: { type: string; reportId: unknown }[] = [];
    const stop = s.server.deps.bus.subscribe((e) =>
      published.push({ type: e.type, reportId: (e.payload as { reportId?: string }).reportId }),
    );
    const res = await s.api.post(
      BULK,
      { action: 'close', ids: [open, inProgress, closed, foreign.body.id, missing], note: 'Åtgärdat' },
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: open, ok: true },
      { id: inProgress, ok: true },
      { id: closed, ok: false, code: 'invalid_transition' },
      { id: foreign.body.id, ok: false, code: 'not_found' },
      { id: missing, ok: false, code: 'not_found' },
    ]);
    stop();
    // Each report done publishes its change; the refused ones publish nothing.
    const updated = published.filter((e) => e.type === 'ReportUpdated').map((e) => e.reportId);
    expect(updated).toEqual([open, inProgress]);
    const after = await s.api.get(`/api/reports/${inProgress}`, { token: s.w.manager.token });
    expect(after.body.status).toBe('Closed');
    expect(after.body.actions.at(-1)).toMatchObject({ kind: 'status_changed', note: 'Åtgärdat' });
    // The other organisation's errand is untouched.
    const theirs = await s.api.get(`/api/reports/${foreign.body.id}`, { token: s.other.manager.token });
    expect(theirs.body.status).toBe('Open');
  });

  it('reports an errand already taken as a conflict for that item', async () => {
    const taken = await reportIn('InProgress');
    const res = await s.api.post(
      BULK,
      { action: 'assign', ids: [taken], contractorId: s.plumber2.contractorId },
      { token: s.admin.token },
    );
    expect(res.body.results).toEqual([{ id: taken, ok: false, code: 'conflict' }]);
  });

  it('is for staff only (403 for tenants and contractors)', async () => {
    const id = await reportIn('Open');
    const body = { action: 'close', ids: [id], note: 'Klart' };
    expect((await s.api.post(BULK, body, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.post(BULK, body, { token: s.plumber.token })).status).toBe(403);
    expect((await s.api.post(BULK, body)).status).toBe(401);
  });

  it('refuses bad input (400)', async () => {
    const id = await reportIn('Open');
    const token = s.w.manager.token;
    const many = Array.from({ length: 101 }, () => randomUUID());
    for (const body of [
      { action: 'close', ids: [id] },
      { action: 'close', ids: [id], note: '  ' },
      { action: 'close', ids: [], note: 'x' },
      { action: 'close', ids: many, note: 'x' },
      { action: 'close', ids: [id, id], note: 'x' },
      { action: 'assign', ids: [id] },
      { action: 'assign', ids: [id], contractorId: randomUUID() },
      { action: 'delete', ids: [id], note: 'x' },
      { action: 'close', ids: ['nope'], note: 'x' },
    ]) {
      const res = await s.api.post(BULK, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unchanged = await s.api.get(`/api/reports/${id}`, { token });
    expect(unchanged.body.status).toBe('Open');
  });
});

describe('managers’ list filters', () => {
  it('"unassigned" lists Open errands nobody holds; "mine" those the caller reported or holds', async () => {
    const open = await reportIn('Open');
    const held = await reportIn('InProgress');
    const byManager = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.manager.token });
    const token = s.w.manager.token;
    const unassigned = ids(await s.api.get('/api/reports?unassigned=true&pageSize=100', { token }));
    expect(unassigned).toContain(open);
    expect(unassigned).toContain(byManager.body.id);
    expect(unassigned).not.toContain(held);
    expect(ids(await s.api.get('/api/reports?mine=true&pageSize=100', { token }))).toEqual([
      byManager.body.id,
    ]);
    const plumberMine = ids(
      await s.api.get('/api/reports?mine=true&scope=all&pageSize=100', { token: s.plumber.token }),
    );
    expect(plumberMine).toContain(held);
    expect(plumberMine).not.toContain(open);
    expect((await s.api.get('/api/reports?mine=false', { token })).status).toBe(400);
  });
});
