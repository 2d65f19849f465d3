import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { expectFieldProblem } from '../../test/expect-problems';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, newReport, accept, move, reportIn } = reportWorkflowSuite();

const handBack = (id: string, user: TestUser, note?: string) => move(id, user, 'Open', note);

describe('handing an errand back', () => {
  it('moves InProgress → Open with a reason, clears the contractor and keeps them in the timeline', async () => {
    const id = await reportIn('InProgress');
    const res = await handBack(id, s.plumber, 'Kräver en behörig elektriker');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Open', contractorId: null, acceptedAt: null, closedAt: null });
    expect(res.body.actions.at(-1)).toMatchObject({
      kind: 'handed_back',
      actorId: s.plumber.id,
      contractorId: s.plumber.contractorId,
      fromStatus: 'InProgress',
      toStatus: 'Open',
    });
    // Back on the market: the contractor sees it there and may take it again (the undo).
    expect(res.body.can).toMatchObject({ accept: true, moves: [] });
    expect(res.body.reporter).toBeNull();
    const manager = await s.api.get(`/api/reports/${id}`, { token: s.w.manager.token });
    expect(manager.body).toMatchObject({ status: 'Open', contractorId: null });
    // The reason is kept for staff; the market view the contractor now has shows no notes.
    expect(manager.body.actions.at(-1)).toMatchObject({
      kind: 'handed_back',
      note: 'Kräver en behörig elektriker',
    });
    expect(res.body.actions.at(-1).note).toBeNull();
    expect((await accept(id, s.plumber)).status).toBe(200);
  });

  it('requires the reason (400) and is only the holding contractor’s move', async () => {
    const id = await reportIn('InProgress');
    const noReason = await handBack(id, s.plumber, '  ');
    expectFieldProblem(noReason, 'note', 'required');
    expect((await handBack(id, s.w.manager, 'nej')).status).toBe(403);
    expect((await handBack(id, s.admin, 'nej')).status).toBe(403);
    expect((await handBack(id, s.w.tenant, 'nej')).status).toBe(403);
    expect((await handBack(id, s.plumber2, 'nej')).status).toBe(404);
    expect((await handBack(id, s.other.manager, 'nej')).status).toBe(404);
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.manager.token });
    expect(detail.body.can.moves.map((m: { to: string }) => m.to)).not.toContain('Open');
  });

  it('is not possible once the work is done (409); Closed → Open is the staff’s reopen (403)', async () => {
    const followingUp = await reportIn('FollowingUp');
    const res = await handBack(followingUp, s.plumber, 'för sent');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_transition');
    expect((await handBack(await reportIn('Closed'), s.plumber, 'för sent')).status).toBe(403);
  });

  it('answers a contractor of another trade, who loses sight of it, with what they may still see', async () => {
    const { id } = await newReport({ trade: 'plumber' });
    expect((await accept(id, s.w.manager, { contractorId: s.electrician.contractorId })).status).toBe(200);
    const res = await handBack(id, s.electrician, 'Inte mitt yrke');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Open',
      contractorId: null,
      reporter: null,
      customerNumber: null,
    });
    expect(res.body.can).toMatchObject({ accept: false, moves: [], note: false });
    expect((await s.api.get(`/api/reports/${id}`, { token: s.electrician.token })).status).toBe(404);
  });

  it('publishes the change to the hub after the commit', async () => {
    const id = await reportIn('InProgress');
    const events: DomainEvent[] = [];
    // Notifications are told to their recipients by the job queue; this looks at the report's own events.
    const unsubscribe = s.server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') events.push(e);
    });
    try {
      await handBack(id, s.plumber, 'skäl');
      expect(events.map((e) => e.type)).toEqual(['ReportUpdated', 'EventAdded']);
      expect(events[0]!.payload).toMatchObject({ status: 'Open', contractorId: null });
      expect(events[1]!.payload).toMatchObject({ kind: 'handed_back' });
    } finally {
      unsubscribe();
    }
  });

  it('shows in the dashboards’ feed of the contractor who handed it back', async () => {
    const id = await reportIn('InProgress');
    await handBack(id, s.plumber, 'skäl');
    const feed = await s.api.get('/api/events', {
      token: s.plumber.token,
      headers: { 'accept-language': 'en' },
    });
    expect(feed.status).toBe(200);
    expect(feed.body.items[0]).toMatchObject({ kind: 'handed_back', reportId: id });
    expect(feed.body.items[0].text).toBe('An errand at Kungsgatan 12 was handed back');
  });
});
