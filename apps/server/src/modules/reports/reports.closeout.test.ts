import { describe, expect, it } from 'vitest';
import { expectFieldProblem } from '../../test/expect-problems';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, move, reportIn } = reportWorkflowSuite();

const done = (id: string, user: TestUser, body: unknown) =>
  s.api.post(`/api/reports/${id}/done`, body, { token: user.token });
const detail = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });
const kinds = (res: { body: { actions: { kind: string }[] } }) => res.body.actions.map((a) => a.kind);

describe('marking work done', () => {
  it('moves InProgress → FollowingUp with the close-out, whose figures managers see and the reporter does not', async () => {
    const id = await reportIn('InProgress');
    const res = await done(id, s.plumber, {
      resolution: 'Bytte packning i köksblandaren.',
      minutesSpent: 45,
      cost: 1249.5,
      invoiceReference: 'F-2026-118',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('FollowingUp');
    expect(res.body.closeOut).toMatchObject({
      resolution: 'Bytte packning i köksblandaren.',
      minutesSpent: 45,
      cost: 1249.5,
      invoiceReference: 'F-2026-118',
      contractorId: s.plumber.contractorId,
      doneBy: 'Rör-Pelle',
    });
    expect(res.body.actions.at(-1)).toMatchObject({
      kind: 'done',
      fromStatus: 'InProgress',
      toStatus: 'FollowingUp',
      note: 'Bytte packning i köksblandaren.',
      contractorId: s.plumber.contractorId,
    });
    for (const viewer of [s.w.manager, s.admin])
      expect((await detail(id, viewer)).body.closeOut?.cost, viewer.role).toBe(1249.5);
    // docs/PRODUCT.md "Who reads which field": the tenant reads the resolution, not the figures.
    expect((await detail(id, s.w.tenant)).body.closeOut).toMatchObject({
      resolution: 'Bytte packning i köksblandaren.',
      cost: null,
      minutesSpent: null,
      invoiceReference: null,
    });
  });

  it('takes the resolution alone, and /transition with a note does the same move', async () => {
    const id = await reportIn('InProgress');
    const res = await done(id, s.plumber, { resolution: '  Klart  ' });
    expect(res.body.closeOut).toMatchObject({
      resolution: 'Klart',
      minutesSpent: null,
      cost: null,
      invoiceReference: null,
    });
    const other = await reportIn('InProgress');
    const moved = await move(other, s.w.manager, 'FollowingUp', 'Kontrollerat på plats');
    expect(moved.body.closeOut).toMatchObject({
      resolution: 'Kontrollerat på plats',
      doneBy: 'Maria Förvaltare',
    });
  });

  it('answers 400 with the field for a missing resolution or a bad cost, time or reference', async () => {
    const id = await reportIn('InProgress');
    const problem = async (body: unknown) => {
      const res = await done(id, s.plumber, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.error.details[0].field;
    };
    expect(await problem({})).toBe('resolution');
    expect(await problem({ resolution: '   ' })).toBe('resolution');
    expect(await problem({ resolution: 'ok', cost: -1 })).toBe('cost');
    expect(await problem({ resolution: 'ok', cost: 10.005 })).toBe('cost');
    expect(await problem({ resolution: 'ok', cost: '100' })).toBe('cost');
    expect(await problem({ resolution: 'ok', minutesSpent: 1.5 })).toBe('minutesSpent');
    expect(await problem({ resolution: 'ok', minutesSpent: -5 })).toBe('minutesSpent');
    expect(await problem({ resolution: 'ok', invoiceReference: 'x'.repeat(101) })).toBe('invoiceReference');
    expect(await problem({ resolution: 'ok', status: 'Closed' })).toBe('status');
    const noNote = await move(id, s.plumber, 'FollowingUp');
    expectFieldProblem(noNote, 'note', 'required');
    expect((await detail(id, s.plumber)).body.status).toBe('InProgress');
    expect((await done(id, s.plumber, { resolution: 'ok', cost: 0 })).body.closeOut.cost).toBe(0);
  });

  it('is the contractor’s or staff’s move: 403 for the reporter, 404 for others, 409 outside InProgress', async () => {
    const id = await reportIn('InProgress');
    const body = { resolution: 'Klart' };
    expect((await done(id, s.w.tenant, body)).status).toBe(403);
    expect((await done(id, s.plumber2, body)).status).toBe(404);
    expect((await done(id, s.w.otherTenant, body)).status).toBe(404);
    expect((await done(id, s.other.manager, body)).status).toBe(404);
    for (const status of ['Open', 'FollowingUp', 'Closed'] as const) {
      const other = await reportIn(status);
      const res = await done(other, s.w.manager, body);
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
    }
  });
});

describe('confirming and sending back done work', () => {
  it('lets a manager confirm and close; the close-out stays on the closed errand', async () => {
    const id = await reportIn('FollowingUp');
    const res = await move(id, s.w.manager, 'Closed');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Closed', closeOut: { resolution: 'Packningen bytt' } });
    expect(res.body.closedAt).toBeTruthy();
  });

  it('lets the reporter confirm their own errand, not someone else’s', async () => {
    const id = await reportIn('FollowingUp');
    expect((await detail(id, s.w.tenant)).body.can.moves).toEqual([
      { to: 'InProgress', reasonRequired: true },
      { to: 'Closed', reasonRequired: false },
    ]);
    expect((await move(id, s.w.otherTenant, 'Closed')).status).toBe(404);
    expect((await move(id, s.other.manager, 'Closed')).status).toBe(404);
    const res = await move(id, s.w.tenant, 'Closed', 'Tack, det fungerar');
    expect(res.status).toBe(200);
    expect(res.body.actions.at(-1)).toMatchObject({ kind: 'status_changed', actorId: s.w.tenant.id });
  });

  it('sends the work back with a required reason, clearing the close-out but keeping it in the timeline', async () => {
    const id = await reportIn('FollowingUp');
    for (const user of [s.w.manager, s.w.tenant]) {
      const res = await move(id, user, 'InProgress');
      expect(res.status, user.role).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ field: 'note', problem: 'required' });
    }
    const back = await move(id, s.w.tenant, 'InProgress', 'Det droppar fortfarande');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      status: 'InProgress',
      closeOut: null,
      contractorId: s.plumber.contractorId,
    });
    expect(back.body.actions.at(-1)).toMatchObject({ kind: 'sent_back', note: 'Det droppar fortfarande' });
    expect(kinds(back)).toContain('done');
    expect(back.body.actions.find((a: { kind: string }) => a.kind === 'done').note).toBe('Packningen bytt');
  });

  it('lets the contractor take back their own done work without a reason (the undo)', async () => {
    const id = await reportIn('FollowingUp');
    const res = await move(id, s.plumber, 'InProgress');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'InProgress', closeOut: null });
    expect((await move(id, s.plumber2, 'FollowingUp', 'x')).status).toBe(404);
    const again = await done(id, s.plumber, { resolution: 'Nu på riktigt', cost: 300 });
    expect(again.body.closeOut).toMatchObject({ resolution: 'Nu på riktigt', cost: 300 });
  });

  it('keeps the contractor’s direct close (InProgress → Closed) and clears the close-out on reopen', async () => {
    const id = await reportIn('InProgress');
    expect((await move(id, s.plumber, 'Closed')).body.status).toBe('Closed');
    const followed = await reportIn('FollowingUp');
    await move(followed, s.w.manager, 'Closed');
    const reopened = await move(followed, s.w.manager, 'Open', 'Droppar igen');
    expect(reopened.body).toMatchObject({ status: 'Open', closeOut: null, visit: null });
    expect((await move(followed, s.w.tenant, 'Closed', 'Ångrar')).status).toBe(200);
  });
});
