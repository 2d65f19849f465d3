import { describe, expect, it } from 'vitest';
import { expectFieldProblem } from '../../test/expect-problems';
import { createUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, newReport, accept, reportIn } = reportWorkflowSuite();

describe('what the caller may do', () => {
  it('comes with the report, from the same rules the server enforces', async () => {
    const created = await newReport();
    // The reporting tenant may add notes and withdraw (with a reason), nothing else.
    const tenantCan = { edit: false, accept: false, assign: false, note: true };
    expect(created).toMatchObject({ can: { ...tenantCan, moves: [{ to: 'Closed', reasonRequired: true }] } });
    const asManager = await s.api.get(`/api/reports/${created.id}`, { token: s.w.manager.token });
    expect(asManager.body.can).toMatchObject({ edit: true, delete: true, assign: true, accept: false });
    const asPlumber = await s.api.get(`/api/reports/${created.id}`, { token: s.plumber.token });
    expect(asPlumber.body.can).toMatchObject({ edit: false, accept: true, note: false, moves: [] });
  });
});

describe('contractor marketplace', () => {
  it('shows Open unassigned reports of the contractor’s trade without reporter data', async () => {
    const { id } = await newReport();
    const market = await s.api.get('/api/reports?scope=market&pageSize=100', { token: s.plumber.token });
    expect(market.status).toBe(200);
    const item = market.body.items.find((r: { id: string }) => r.id === id);
    expect(item).toMatchObject({
      reporter: null,
      reporterName: null,
      customerNumber: null,
      chatSessionId: null,
    });
    expect(item.place.address).toBe('Kungsgatan 12');
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.plumber.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ reporter: null, reporterName: null, customerNumber: null });
    expect(detail.body.actions[0]).toMatchObject({ kind: 'created', actorId: null, actorName: null });
    expect(JSON.stringify(detail.body)).not.toContain('Tina');
    // Another trade sees nothing of it; "mine" is empty before accepting.
    expect((await s.api.get(`/api/reports/${id}`, { token: s.electrician.token })).status).toBe(404);
    const elMarket = await s.api.get('/api/reports?scope=market', { token: s.electrician.token });
    expect(elMarket.body.items.some((r: { id: string }) => r.id === id)).toBe(false);
    const mine = await s.api.get('/api/reports', { token: s.plumber.token });
    expect(mine.body.items.some((r: { id: string }) => r.id === id)).toBe(false);
  });

  it('reveals the reporter once the contractor accepts, and records the acceptance', async () => {
    const { id } = await newReport();
    const res = await accept(id, s.plumber);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
      contractorName: 'Rör-Pelle',
      reporter: s.w.tenant.id,
      reporterName: 'Tina Hyresgäst',
      customerNumber: 'K-1001',
    });
    expect(res.body.acceptedAt).toBeTruthy();
    expect(res.body.actions[1]).toMatchObject({
      kind: 'accepted',
      actorId: s.plumber.id,
      actorRole: 'Contractor',
      contractorId: s.plumber.contractorId,
      fromStatus: 'Open',
      toStatus: 'InProgress',
    });
    const mine = await s.api.get('/api/reports', { token: s.plumber.token });
    expect(mine.body.items.some((r: { id: string }) => r.id === id)).toBe(true);
    // Now out of the market and out of reach of the other s.plumber.
    expect((await s.api.get(`/api/reports/${id}`, { token: s.plumber2.token })).status).toBe(404);
  });

  it('lets exactly one of many parallel accepts win; the others get 409 conflict', async () => {
    const contractors = [
      s.plumber,
      s.plumber2,
      ...(await Promise.all(
        [1, 2, 3].map(() => createUser(s.server.db, { role: 'Contractor', trade: 'plumber' })),
      )),
    ];
    const { id } = await newReport();
    const results = await Promise.all(contractors.map((c) => accept(id, c)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({
        code: 'conflict',
        message: 'Ärendet har redan tagits av någon annan.',
      });
    }
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.manager.token });
    expect(detail.body.actions.filter((a: { kind: string }) => a.kind === 'accepted')).toHaveLength(1);
  });

  it('refuses accept by a tenant (403), another trade (404) and a contractor naming someone else (400)', async () => {
    const { id } = await newReport();
    expect((await accept(id, s.w.tenant)).status).toBe(403);
    expect((await accept(id, s.electrician)).status).toBe(404);
    const named = await accept(id, s.plumber, { contractorId: s.plumber2.contractorId });
    expect(named.status).toBe(400);
    expect(named.body.error.details[0]).toMatchObject({ field: 'contractorId' });
  });
});

describe('assigning', () => {
  it('lets a manager assign any contractor, with an assigned action', async () => {
    const { id } = await newReport();
    const res = await accept(id, s.w.manager, { contractorId: s.electrician.contractorId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'InProgress', contractorId: s.electrician.contractorId });
    expect(res.body.actions[1]).toMatchObject({
      kind: 'assigned',
      actorId: s.w.manager.id,
      contractorId: s.electrician.contractorId,
    });
    // The assigned contractor sees it as their own, with the reporter.
    const seen = await s.api.get(`/api/reports/${id}`, { token: s.electrician.token });
    expect(seen.body.reporter).toBe(s.w.tenant.id);
  });

  it('requires an existing contractorId from staff, and answers 409 once taken or closed', async () => {
    const { id } = await newReport();
    const missing = await accept(id, s.w.manager, {});
    expectFieldProblem(missing, 'contractorId', 'required');
    const unknown = await accept(id, s.admin, { contractorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect((await accept(id, s.other.manager, { contractorId: s.plumber.contractorId })).status).toBe(404);
    expect((await accept(id, s.admin, { contractorId: s.plumber.contractorId })).status).toBe(200);
    const again = await accept(id, s.w.manager, { contractorId: s.plumber2.contractorId });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    const closed = await reportIn('Closed');
    const late = await accept(closed, s.w.manager, { contractorId: s.plumber2.contractorId });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('invalid_transition');
  });
});

describe('cross-organisation', () => {
  it('answers 404 on every id route for another organisation’s manager and tenant', async () => {
    const id = await reportIn('InProgress');
    for (const user of [s.other.manager, s.other.tenant]) {
      const calls = [
        s.api.get(`/api/reports/${id}`, { token: user.token }),
        s.api.put(`/api/reports/${id}`, { priority: 'Low' }, { token: user.token }),
        s.api.del(`/api/reports/${id}`, { token: user.token }),
        s.api.post(
          `/api/reports/${id}/accept`,
          { contractorId: s.plumber.contractorId },
          { token: user.token },
        ),
        s.api.post(`/api/reports/${id}/transition`, { status: 'FollowingUp' }, { token: user.token }),
        s.api.post(
          `/api/reports/${id}/actions`,
          { note: 'hej', visibility: 'message' },
          { token: user.token },
        ),
      ];
      for (const res of await Promise.all(calls)) expect(res.status, user.role).toBe(404);
    }
  });
});

describe('get-by-contractor', () => {
  it('lists a contractor’s reports to admins, to managers within their organisation, and to the contractor', async () => {
    const id = await reportIn('InProgress');
    const path = `/api/reports/get-by-contractor/${encodeURIComponent(s.plumber.email)}`;
    const byAdmin = await s.api.get(path, { token: s.admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.items.some((r: { id: string }) => r.id === id)).toBe(true);
    expect(
      byAdmin.body.items.every((r: { contractorId: string }) => r.contractorId === s.plumber.contractorId),
    ).toBe(true);
    const own = await s.api.get(path, { token: s.plumber.token });
    expect(own.body.total).toBe(byAdmin.body.total);
    expect(
      (await s.api.get(path, { token: s.w.manager.token })).body.items.some(
        (r: { id: string }) => r.id === id,
      ),
    ).toBe(true);
    expect((await s.api.get(path, { token: s.other.manager.token })).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await s.api.get(path, { token: s.plumber2.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.w.tenant.token })).status).toBe(403);
    expect(
      (await s.api.get('/api/reports/get-by-contractor/nobody@example.test', { token: s.admin.token }))
        .status,
    ).toBe(404);
  });
});
