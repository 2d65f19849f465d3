import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { expectFieldProblem } from '../../test/expect-problems';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

/** Messages and internal notes (docs/PRODUCT.md "Messages and internal notes"), per role. */
const { s, reportIn } = reportWorkflowSuite();

const note = (id: string, user: TestUser, body: Record<string, unknown>) =>
  s.api.post(`/api/reports/${id}/actions`, body, { token: user.token });
const detail = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });
const notesIn = (res: { body: { actions: { kind: string; note: string; visibility: string }[] } }) =>
  res.body.actions.filter((a) => a.kind === 'note').map((a) => `${a.visibility}:${a.note}`);

describe('internal notes', () => {
  it('lets staff and the assigned contractor write them; the reporter writes messages only', async () => {
    const id = await reportIn('InProgress');
    for (const user of [s.w.manager, s.admin, s.plumber]) {
      const res = await note(id, user, { note: `intern ${user.role}`, visibility: 'internal' });
      expect(res.status, user.role).toBe(200);
      expect(res.body.actions.at(-1)).toMatchObject({ kind: 'note', visibility: 'internal' });
      expect(res.body.can.internalNote, user.role).toBe(true);
    }
    const tenant = await note(id, s.w.tenant, { note: 'hemligt?', visibility: 'internal' });
    expectFieldProblem(tenant, 'visibility', 'not_allowed');
    expect((await detail(id, s.w.tenant)).body.can.internalNote).toBe(false);
    // Others answer as if the report did not exist, whatever they ask for.
    for (const user of [s.w.otherTenant, s.plumber2, s.other.manager])
      expect((await note(id, user, { note: 'x', visibility: 'internal' })).status, user.email).toBe(404);
    // The writer must choose: no visibility, or an unknown one, is a 400.
    expect((await note(id, s.w.manager, { note: 'x' })).status).toBe(400);
    expect((await note(id, s.w.manager, { note: 'x', visibility: 'private' })).status).toBe(400);
  });

  it('never shows them to the reporter; staff and the assigned contractor see both kinds', async () => {
    const id = await reportIn('InProgress');
    expect((await note(id, s.w.tenant, { note: 'Porten är låst', visibility: 'message' })).status).toBe(200);
    expect((await note(id, s.plumber, { note: 'Beställ packning', visibility: 'internal' })).status).toBe(
      200,
    );
    expect((await note(id, s.w.manager, { note: 'Kommer 10', visibility: 'message' })).status).toBe(200);
    const all = ['message:Porten är låst', 'internal:Beställ packning', 'message:Kommer 10'];
    for (const user of [s.w.manager, s.admin, s.plumber])
      expect(notesIn(await detail(id, user))).toEqual(all);
    expect(notesIn(await detail(id, s.w.tenant))).toEqual(['message:Porten är låst', 'message:Kommer 10']);
    for (const user of [s.w.otherTenant, s.plumber2, s.electrician, s.other.manager])
      expect((await detail(id, user)).status, user.email).toBe(404);
    // Nor anywhere else the reporter reads: the list, the feed and the dashboard carry no note texts.
    for (const path of ['/api/reports', '/api/events', '/api/dashboard']) {
      const res = await s.api.get(path, { token: s.w.tenant.token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain('Beställ packning');
    }
  });

  it('leaves the report unchanged for the reporter and tells only staff and the contractor', async () => {
    const id = await reportIn('InProgress');
    const before = (await detail(id, s.w.tenant)).body.lastModified;
    const events: DomainEvent[] = [];
    // Notifications (of the report's creation, say) arrive from the job queue; this looks at the report's own events.
    const unsubscribe = s.server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') events.push(e);
    });
    try {
      await note(id, s.w.manager, { note: 'Fakturera', visibility: 'internal' });
      expect(events.map((e) => e.type)).toEqual(['EventAdded']);
      expect(events[0]!.payload).toMatchObject({ kind: 'note', visibility: 'internal' });
      expect((await detail(id, s.w.tenant)).body.lastModified).toBe(before);
      events.length = 0;
      await note(id, s.w.manager, { note: 'Hej', visibility: 'message' });
      expect(events.map((e) => e.type)).toEqual(['ReportUpdated', 'EventAdded']);
      expect(events[1]!.payload).toMatchObject({ kind: 'note', visibility: 'message' });
    } finally {
      unsubscribe();
    }
  });

  it('keeps every note out of the marketplace', async () => {
    const id = await reportIn('Open');
    expect((await note(id, s.w.tenant, { note: 'Ring 070-1234567', visibility: 'message' })).status).toBe(
      200,
    );
    expect((await note(id, s.w.manager, { note: 'Dyr kund', visibility: 'internal' })).status).toBe(200);
    const market = await detail(id, s.plumber2);
    expect(market.status).toBe(200);
    expect(market.body.actions.map((a: { kind: string }) => a.kind)).toEqual(['created']);
    expect(JSON.stringify(market.body)).not.toMatch(/070-1234567|Dyr kund/);
    expect(market.body.can.internalNote).toBe(false);
  });
});
