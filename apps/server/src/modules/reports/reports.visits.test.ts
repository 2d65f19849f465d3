import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { ACTION_COLUMNS, type ActionRow } from './actions.repo';
import { findReportPage } from './report-page.repo';

const { s, accept, move, reportIn } = reportWorkflowSuite();

const HOUR = 3_600_000;
/** A window starting `inHours` from now and lasting `hours`. */
const window = (inHours: number, hours = 2) => {
  const start = new Date(Date.now() + inHours * HOUR);
  start.setMilliseconds(0);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + hours * HOUR).toISOString() };
};
const plan = (id: string, user: TestUser, body: unknown) =>
  s.api.put(`/api/reports/${id}/visit`, body, { token: user.token });
const cancel = (id: string, user: TestUser) => s.api.del(`/api/reports/${id}/visit`, { token: user.token });
const detail = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}`, { token: user.token });

describe('visits', () => {
  it('lets the contractor plan, move and cancel a visit that the reporter and managers see', async () => {
    const id = await reportIn('InProgress');
    expect((await detail(id, s.plumber)).body).toMatchObject({ visit: null, can: { planVisit: true } });
    const first = window(24);
    const planned = await plan(id, s.plumber, { ...first, note: 'Ringer på porttelefonen' });
    expect(planned.status).toBe(200);
    expect(planned.body.visit).toMatchObject({
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      note: 'Ringer på porttelefonen',
      plannedBy: 'Rör-Pelle',
    });
    expect(planned.body.actions.at(-1)).toMatchObject({
      kind: 'visit_planned',
      actorId: s.plumber.id,
      contractorId: s.plumber.contractorId,
      note: 'Ringer på porttelefonen',
      visit: first,
    });
    for (const viewer of [s.w.tenant, s.w.manager, s.admin]) {
      const seen = await detail(id, viewer);
      expect(seen.body.visit, viewer.role).toMatchObject(first);
      expect(seen.body.can.planVisit, viewer.role).toBe(viewer.role !== 'PropertyTenant');
    }

    const second = window(48, 3);
    const moved = await plan(id, s.plumber, second);
    expect(moved.status).toBe(200);
    expect(moved.body.visit).toMatchObject({ ...second, note: null });
    expect(moved.body.actions.at(-1)).toMatchObject({ kind: 'visit_moved', visit: second });

    const cancelled = await cancel(id, s.plumber);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.visit).toBeNull();
    expect(cancelled.body.actions.at(-1)).toMatchObject({ kind: 'visit_cancelled', visit: second });
    // The history keeps every window it planned.
    expect(cancelled.body.actions.filter((a: { visit: unknown }) => a.visit).length).toBe(3);
    expect((await cancel(id, s.plumber)).status).toBe(404);
  });

  it('lets a manager or admin book on behalf of the contractor', async () => {
    const id = await reportIn('InProgress');
    const res = await plan(id, s.w.manager, window(5));
    expect(res.status).toBe(200);
    expect(res.body.visit.plannedBy).toBe('Maria Förvaltare');
    expect(res.body.actions.at(-1)).toMatchObject({ kind: 'visit_planned', actorRole: 'PropertyManager' });
    expect((await plan(id, s.admin, window(6))).body.actions.at(-1).kind).toBe('visit_moved');
    expect((await cancel(id, s.w.manager)).status).toBe(200);
  });

  it('refuses the reporter (403), another contractor and other organisations (404)', async () => {
    const id = await reportIn('InProgress');
    expect((await plan(id, s.w.tenant, window(3))).status).toBe(403);
    expect((await plan(id, s.plumber2, window(3))).status).toBe(404);
    expect((await plan(id, s.w.otherTenant, window(3))).status).toBe(404);
    expect((await plan(id, s.other.manager, window(3))).status).toBe(404);
    expect((await plan(id, s.plumber, window(3))).status).toBe(200);
    expect((await cancel(id, s.w.tenant)).status).toBe(403);
    expect((await cancel(id, s.plumber2)).status).toBe(404);
    expect((await cancel(id, s.other.manager)).status).toBe(404);
    // A market report: the plumber sees it but holds nothing yet.
    const market = await reportIn('Open');
    expect((await plan(market, s.plumber, window(3))).status).toBe(403);
  });

  it('is only planned while the work is in progress (409 otherwise)', async () => {
    for (const status of ['Open', 'FollowingUp', 'Closed'] as const) {
      const id = await reportIn(status);
      const res = await plan(id, s.w.manager, window(3));
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
      expect((await detail(id, s.w.manager)).body.can.planVisit).toBe(false);
    }
  });

  it('answers 400 with the field for a bad window', async () => {
    const id = await reportIn('InProgress');
    const fieldOf = async (body: unknown) => {
      const res = await plan(id, s.plumber, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      return res.body.error.details.map((d: { field: string; problem: string }) => `${d.field}:${d.problem}`);
    };
    const ok = window(24);
    expect(await fieldOf({ startsAt: ok.endsAt, endsAt: ok.startsAt })).toEqual(['endsAt:before_start']);
    expect(await fieldOf({ startsAt: ok.startsAt, endsAt: ok.startsAt })).toEqual(['endsAt:before_start']);
    expect(await fieldOf(window(24, 13))).toEqual(['endsAt:window_too_long']);
    expect(await fieldOf(window(-2))).toEqual(['startsAt:in_past']);
    expect(await fieldOf(window(24 * 400))).toEqual(['startsAt:too_big']);
    expect((await fieldOf({ endsAt: ok.endsAt }))[0]).toBe('startsAt:required');
    expect((await fieldOf({ ...ok, startsAt: '2026-13-01T10:00' }))[0]).toMatch(/^startsAt:/);
    expect(await fieldOf({ ...ok, contractorId: s.plumber.contractorId })).toEqual([
      'contractorId:unrecognized_keys',
    ]);
    expect((await fieldOf({ ...ok, note: 'x'.repeat(1001) }))[0]).toMatch(/^note:/);
    // A moment late is fine (planned on site), and exactly 12 hours too.
    expect((await plan(id, s.plumber, window(-0.2, 12))).status).toBe(200);
  });

  it('goes when the work leaves the contractor: hand-back, close', async () => {
    const id = await reportIn('InProgress');
    await plan(id, s.plumber, window(24));
    const back = await move(id, s.plumber, 'Open', 'Fel yrke, behöver en elektriker');
    expect(back.status).toBe(200);
    expect(back.body.visit).toBeNull();
    expect((await detail(id, s.w.manager)).body.visit).toBeNull();
    expect((await accept(id, s.plumber2)).status).toBe(200);
    await plan(id, s.plumber2, window(24));
    const closed = await move(id, s.w.manager, 'Closed');
    expect(closed.body.visit).toBeNull();
  });

  it('stays through done (shown on the errand) but can no longer be changed', async () => {
    const id = await reportIn('InProgress');
    await plan(id, s.plumber, window(1));
    const done = await move(id, s.plumber, 'FollowingUp', 'Klart');
    expect(done.body.visit).not.toBeNull();
    expect((await cancel(id, s.plumber)).status).toBe(409);
  });

  it('folds the timeline into the page statement exactly as its rows read one by one', async () => {
    const id = await reportIn('InProgress');
    await plan(id, s.plumber, { ...window(24), note: 'Ringer på' });
    await plan(id, s.plumber, window(30, 3));
    const noted = await s.api.post(
      `/api/reports/${id}/actions`,
      { note: 'Internt', visibility: 'internal' },
      { token: s.w.manager.token },
    );
    expect(noted.status).toBe(200);
    await cancel(id, s.plumber);
    const page = await findReportPage(s.server.db, id);
    // The timeline read row by row, through the database layer's own row conversion.
    const timeline = await s.server.db.query<ActionRow>(
      `SELECT ${ACTION_COLUMNS} FROM report_actions WHERE report_id = $1 ORDER BY created_at, id`,
      [id],
    );
    expect(timeline.length).toBeGreaterThanOrEqual(6);
    // Keys, values, types, millisecond timestamps and order alike.
    expect(page?.actions).toStrictEqual(timeline);
  });
});
