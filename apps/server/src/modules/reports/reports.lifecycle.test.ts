import { type ReportStatus, reportStatuses } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createUser, type TestUser } from '../../test/factories';
import { createReportWorld, reportBody } from '../../test/report-world';
import { findMove } from './lifecycle';

const s = apiSuite(async (db) => ({
  w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
  other: await createReportWorld(db),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber', name: 'Rör-Pelle' },
    plumber2: { role: 'Contractor', trade: 'plumber', name: 'Rör-Anna' },
    electrician: { role: 'Contractor', trade: 'electrician' },
  })),
}));

const newReport = async (extra: Record<string, unknown> = {}) => {
  const res = await s.api.post('/api/reports', reportBody(s.w, extra), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};
const accept = (id: string, user: TestUser, body?: unknown) =>
  s.api.post(`/api/reports/${id}/accept`, body, { token: user.token });
const move = (id: string, user: TestUser, status: ReportStatus, note?: string) =>
  s.api.post(`/api/reports/${id}/transition`, note === undefined ? { status } : { status, note }, {
    token: user.token,
  });

/** A report in `status`, accepted by `plumber` where needed. */
async function reportIn(status: ReportStatus): Promise<string> {
  const { id } = await newReport();
  if (status === 'Open') return id;
  expect((await accept(id, s.plumber)).status).toBe(200);
  if (status === 'FollowingUp') expect((await move(id, s.plumber, 'FollowingUp')).status).toBe(200);
  if (status === 'Closed') expect((await move(id, s.plumber, 'Closed')).status).toBe(200);
  return id;
}

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
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0]).toMatchObject({ field: 'contractorId', problem: 'required' });
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

describe('transitions', () => {
  it('answers 409 invalid_transition for every move outside the lifecycle', async () => {
    for (const from of reportStatuses) {
      const id = await reportIn(from);
      for (const to of reportStatuses) {
        if (findMove(from, to)) continue;
        const res = await move(id, s.admin, to, 'skäl');
        expect(res.status, `${from}->${to}`).toBe(409);
        expect(res.body.error.code).toBe('invalid_transition');
      }
    }
  });

  it('walks InProgress → FollowingUp → InProgress → Closed by the contractor, each with an action', async () => {
    const id = await reportIn('InProgress');
    expect((await move(id, s.plumber, 'FollowingUp')).body.status).toBe('FollowingUp');
    expect((await move(id, s.plumber, 'InProgress', 'Behöver en ny packning')).body.status).toBe(
      'InProgress',
    );
    const closed = await move(id, s.plumber, 'Closed');
    expect(closed.status).toBe(200);
    expect(closed.body.closedAt).toBeTruthy();
    expect(closed.body.actions.map((a: { kind: string }) => a.kind)).toEqual([
      'created',
      'accepted',
      'status_changed',
      'status_changed',
      'status_changed',
    ]);
    expect(closed.body.actions[3]).toMatchObject({
      fromStatus: 'FollowingUp',
      toStatus: 'InProgress',
      note: 'Behöver en ny packning',
    });
  });

  it('keeps contractors and tenants to their part', async () => {
    const id = await reportIn('InProgress');
    expect((await move(id, s.plumber2, 'FollowingUp')).status).toBe(404);
    expect((await move(id, s.w.tenant, 'FollowingUp')).status).toBe(403);
    expect((await move(id, s.other.manager, 'FollowingUp')).status).toBe(404);
    expect((await move(id, s.w.manager, 'FollowingUp')).status).toBe(200);
    const market = await reportIn('Open');
    expect((await move(market, s.plumber, 'Closed', 'inte mitt')).status).toBe(403);
    // Contractors change status and add notes, but never edit or delete, not even their own.
    for (const target of [id, market]) {
      expect(
        (await s.api.put(`/api/reports/${target}`, { priority: 'Low' }, { token: s.plumber.token })).status,
      ).toBe(403);
      expect((await s.api.del(`/api/reports/${target}`, { token: s.plumber.token })).status).toBe(403);
    }
  });

  it('lets the reporting tenant withdraw an Open report with a reason, and nobody else’s', async () => {
    const id = await reportIn('Open');
    const noReason = await move(id, s.w.tenant, 'Closed');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0]).toMatchObject({ field: 'note', problem: 'required' });
    expect((await move(id, s.w.otherTenant, 'Closed', 'inte min')).status).toBe(404);
    const res = await move(id, s.w.tenant, 'Closed', 'Det löste sig');
    expect(res.status).toBe(200);
    expect(res.body.actions.at(-1)).toMatchObject({
      kind: 'withdrawn',
      note: 'Det löste sig',
      toStatus: 'Closed',
    });
    expect((await move(id, s.w.tenant, 'Open', 'ångrar')).status).toBe(403);
  });

  it('lets a manager reopen with a reason, clearing the contractor but keeping it in history', async () => {
    const id = await reportIn('Closed');
    expect((await move(id, s.w.manager, 'Open')).status).toBe(400);
    expect((await move(id, s.plumber, 'Open', 'igen')).status).toBe(403);
    const res = await move(id, s.w.manager, 'Open', 'Droppar igen');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Open', contractorId: null, acceptedAt: null, closedAt: null });
    expect(res.body.actions.at(-1)).toMatchObject({
      kind: 'reopened',
      contractorId: s.plumber.contractorId,
      note: 'Droppar igen',
    });
    // Back on the market for every s.plumber.
    expect((await accept(id, s.plumber2)).status).toBe(200);
  });
});

describe('notes', () => {
  it('lets the reporter, staff and the own contractor add notes; others not', async () => {
    const id = await reportIn('InProgress');
    for (const user of [s.w.tenant, s.w.manager, s.admin, s.plumber]) {
      const res = await s.api.post(
        `/api/reports/${id}/actions`,
        { note: `från ${user.role}` },
        { token: user.token },
      );
      expect(res.status, user.role).toBe(200);
      expect(res.body.actions.at(-1)).toMatchObject({
        kind: 'note',
        actorId: user.id,
        note: `från ${user.role}`,
      });
    }
    expect(
      (await s.api.post(`/api/reports/${id}/actions`, { note: 'x' }, { token: s.w.otherTenant.token }))
        .status,
    ).toBe(404);
    expect(
      (await s.api.post(`/api/reports/${id}/actions`, { note: 'x' }, { token: s.plumber2.token })).status,
    ).toBe(404);
    expect(
      (await s.api.post(`/api/reports/${id}/actions`, { note: '  ' }, { token: s.w.manager.token })).status,
    ).toBe(400);
    const extra = await s.api.post(
      `/api/reports/${id}/actions`,
      { note: 'x', kind: 'accepted' },
      { token: s.w.manager.token },
    );
    expect(extra.status).toBe(400);
    const market = await reportIn('Open');
    expect(
      (await s.api.post(`/api/reports/${market}/actions`, { note: 'x' }, { token: s.plumber.token })).status,
    ).toBe(403);
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
        s.api.post(`/api/reports/${id}/actions`, { note: 'hej' }, { token: user.token }),
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

describe('hub events', () => {
  it('publishes ReportCreated/Updated/Deleted and EventAdded after each change', async () => {
    const events: DomainEvent[] = [];
    const unsubscribe = s.server.deps.bus.subscribe((e) => events.push(e));
    try {
      const { id } = await newReport({ trade: 'plumber', priority: 'High' });
      const base = { reportId: id, organisationId: s.w.org.id };
      expect(events).toEqual([
        {
          type: 'ReportCreated',
          payload: { ...base, status: 'Open', trade: 'plumber', priority: 'High', contractorId: null },
        },
        { type: 'EventAdded', payload: { ...base, kind: 'created' } },
      ]);
      events.length = 0;
      await accept(id, s.plumber);
      expect(events).toEqual([
        {
          type: 'ReportUpdated',
          payload: {
            ...base,
            status: 'InProgress',
            trade: 'plumber',
            priority: 'High',
            contractorId: s.plumber.contractorId,
          },
        },
        { type: 'EventAdded', payload: { ...base, kind: 'accepted' } },
      ]);
      events.length = 0;
      await move(id, s.plumber, 'Closed');
      await s.api.post(`/api/reports/${id}/actions`, { note: 'klart' }, { token: s.w.manager.token });
      expect(events.filter((e) => e.type === 'EventAdded').map((e) => e.payload)).toEqual([
        { ...base, kind: 'status_changed' },
        { ...base, kind: 'note' },
      ]);
      events.length = 0;
      await s.api.del(`/api/reports/${id}`, { token: s.w.manager.token });
      expect(events).toEqual([
        { type: 'ReportDeleted', payload: expect.objectContaining({ ...base, status: 'Closed' }) },
      ]);
      events.length = 0;
      // A refused change publishes nothing.
      const { id: id2 } = await newReport();
      events.length = 0;
      await move(id2, s.w.manager, 'FollowingUp');
      expect(events).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
