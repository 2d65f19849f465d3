import { reportStatuses } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { findMove } from '../../authz/report-transitions.policy';
import type { DomainEvent } from '../../events/bus';
import { expectFieldProblem } from '../../test/expect-problems';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, newReport, accept, move, reportIn, addMessage } = reportWorkflowSuite();

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
    expect((await move(id, s.plumber, 'FollowingUp', 'Packning bytt')).body.status).toBe('FollowingUp');
    expect((await move(id, s.plumber, 'InProgress', 'Behöver en ny packning')).body.status).toBe(
      'InProgress',
    );
    const closed = await move(id, s.plumber, 'Closed');
    expect(closed.status).toBe(200);
    expect(closed.body.closedAt).toBeTruthy();
    expect(closed.body.actions.map((a: { kind: string }) => a.kind)).toEqual([
      'created',
      'accepted',
      'done',
      'sent_back',
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
    expect((await move(id, s.plumber2, 'FollowingUp', 'klart')).status).toBe(404);
    expect((await move(id, s.w.tenant, 'FollowingUp', 'klart')).status).toBe(403);
    expect((await move(id, s.other.manager, 'FollowingUp', 'klart')).status).toBe(404);
    expect((await move(id, s.w.manager, 'FollowingUp', 'klart')).status).toBe(200);
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
    expectFieldProblem(noReason, 'note', 'required');
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
      const res = await addMessage(id, user, `från ${user.role}`);
      expect(res.status, user.role).toBe(200);
      expect(res.body.actions.at(-1)).toMatchObject({
        kind: 'note',
        actorId: user.id,
        note: `från ${user.role}`,
      });
    }
    expect((await addMessage(id, s.w.otherTenant, 'x')).status).toBe(404);
    expect((await addMessage(id, s.plumber2, 'x')).status).toBe(404);
    expect((await addMessage(id, s.w.manager, '  ')).status).toBe(400);
    const extra = await s.api.post(
      `/api/reports/${id}/actions`,
      { note: 'x', visibility: 'message', kind: 'accepted' },
      { token: s.w.manager.token },
    );
    expect(extra.status).toBe(400);
    const market = await reportIn('Open');
    expect((await addMessage(market, s.plumber, 'x')).status).toBe(403);
  });
});

describe('hub events', () => {
  it('publishes ReportCreated/Updated/Deleted and EventAdded after each change', async () => {
    const events: DomainEvent[] = [];
    // Notifications follow from the job queue at their own pace (notifications tests).
    const unsubscribe = s.server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') events.push(e);
    });
    try {
      const { id } = await newReport({ trade: 'plumber', priority: 'High' });
      const base = { reportId: id, organisationId: s.w.org.id };
      expect(events).toEqual([
        {
          type: 'ReportCreated',
          payload: { ...base, status: 'Open', trade: 'plumber', priority: 'High', contractorId: null },
        },
        { type: 'EventAdded', payload: { ...base, kind: 'created', visibility: 'message' } },
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
        { type: 'EventAdded', payload: { ...base, kind: 'accepted', visibility: 'message' } },
      ]);
      events.length = 0;
      await move(id, s.plumber, 'Closed');
      await addMessage(id, s.w.manager, 'klart');
      expect(events.filter((e) => e.type === 'EventAdded').map((e) => e.payload)).toEqual([
        { ...base, kind: 'status_changed', visibility: 'message' },
        { ...base, kind: 'note', visibility: 'message' },
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
