import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { visitWindow } from '../../test/visit-window';

const { s, newReport, accept, move, reportIn } = reportWorkflowSuite();

const times = (id: string, user: TestUser) => s.api.get(`/api/reports/${id}/times`, { token: user.token });
const offer = (id: string, user: TestUser, body: unknown) =>
  s.api.put(`/api/reports/${id}/times`, body, { token: user.token });

describe('times offered by the reporter', () => {
  it('are offered by the reporter, read by staff and the assigned contractor, never the marketplace', async () => {
    const { id } = await newReport();
    expect((await times(id, s.w.tenant)).body).toEqual({
      offer: null,
      canOffer: true,
      canPropose: false,
      canAnswer: false,
    });
    const late = visitWindow(50);
    const early = visitWindow(26, 3);
    const res = await offer(id, s.w.tenant, {
      windows: [late, early],
      note: 'Vardagar efter 16',
      anyTime: false,
    });
    expect(res.status).toBe(200);
    // Earliest first.
    expect(res.body.offer).toMatchObject({
      windows: [early, late],
      note: 'Vardagar efter 16',
      anyTime: false,
    });

    // The marketplace sees the errand but not the times; staff do.
    expect((await times(id, s.plumber)).body).toMatchObject({ offer: null, canOffer: false });
    expect((await times(id, s.w.manager)).body.offer.windows).toEqual([early, late]);
    // Once accepted, the contractor reads them and books one as the visit.
    expect((await accept(id, s.plumber)).status).toBe(200);
    const seen = await times(id, s.plumber);
    expect(seen.body).toMatchObject({ offer: { windows: [early, late] }, canOffer: false });
    const booked = await s.api.put(`/api/reports/${id}/visit`, early, { token: s.plumber.token });
    expect(booked.body.visit).toMatchObject(early);

    // The reporter may still change them while the work is in progress: "any time with the master key".
    const any = await offer(id, s.w.tenant, { windows: [], anyTime: true });
    expect(any.body.offer).toMatchObject({ windows: [], note: null, anyTime: true });
  });

  it('refuse others (403, 404), bad windows (400 by field) and a finished errand (409)', async () => {
    const { id } = await newReport();
    const body = { windows: [visitWindow(30)], anyTime: false };
    expect((await offer(id, s.w.manager, body)).status).toBe(403);
    expect((await offer(id, s.plumber, body)).status).toBe(403);
    expect((await offer(id, s.w.otherTenant, body)).status).toBe(404);
    expect((await times(id, s.w.otherTenant)).status).toBe(404);
    expect((await times(id, s.other.manager)).status).toBe(404);
    expect((await s.api.get(`/api/reports/${id}/times`)).status).toBe(401);

    const past = visitWindow(-5);
    const backwards = { startsAt: visitWindow(30).endsAt, endsAt: visitWindow(30).startsAt };
    const bad = await offer(id, s.w.tenant, { windows: [visitWindow(30), past, backwards], anyTime: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'windows.1.startsAt',
      'windows.2.endsAt',
    ]);
    const six = Array.from({ length: 6 }, (_, i) => visitWindow(30 + i * 3));
    expect((await offer(id, s.w.tenant, { windows: six, anyTime: false })).status).toBe(400);
    expect((await offer(id, s.w.tenant, { windows: [], anyTime: false, note: 'x'.repeat(201) })).status).toBe(
      400,
    );

    const done = await reportIn('FollowingUp');
    expect((await offer(done, s.w.tenant, body)).status).toBe(409);
    expect((await times(done, s.w.tenant)).body.canOffer).toBe(false);
    expect((await move(done, s.plumber, 'Closed')).status).toBe(200);
  });

  it('let the contractor propose another time, which the reporter confirms as the visit or declines', async () => {
    const id = await reportIn('InProgress');
    const propose = (user: TestUser, body: unknown) =>
      s.api.put(`/api/reports/${id}/times/proposal`, body, { token: user.token });
    const answer = (user: TestUser, accept: boolean) =>
      s.api.post(`/api/reports/${id}/times/proposal/answer`, { accept }, { token: user.token });
    const other = visitWindow(70);

    // Only the contractor (or staff for them) proposes; the reporter answers, nobody else.
    expect((await propose(s.w.tenant, other)).status).toBe(403);
    expect((await propose(s.plumber2, other)).status).toBe(404);
    expect((await propose(s.plumber, visitWindow(-3))).status).toBe(400);
    expect((await answer(s.w.tenant, true)).status).toBe(404);
    const proposed = await propose(s.plumber, other);
    expect(proposed.status).toBe(200);
    expect(proposed.body.offer.proposal).toEqual({ ...other, proposedBy: 'Rör-Pelle' });
    expect((await times(id, s.w.tenant)).body).toMatchObject({ canAnswer: true, offer: { proposal: other } });
    expect((await answer(s.plumber, true)).status).toBe(403);
    expect((await answer(s.w.manager, true)).status).toBe(403);

    // Declined: gone, no visit.
    const declined = await answer(s.w.tenant, false);
    expect(declined.body).toMatchObject({ canAnswer: false, offer: { proposal: null } });
    expect((await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token })).body.visit).toBeNull();

    // Confirmed: it becomes the visit, planned in the contractor's name.
    const again = visitWindow(75);
    await propose(s.w.manager, again);
    expect((await answer(s.w.tenant, true)).status).toBe(200);
    const detail = (await s.api.get(`/api/reports/${id}`, { token: s.plumber.token })).body;
    expect(detail.visit).toMatchObject({ ...again, plannedBy: 'Maria Förvaltare' });
    expect(detail.actions.at(-1)).toMatchObject({
      kind: 'visit_planned',
      actorId: s.w.tenant.id,
      visit: again,
    });
    expect((await answer(s.w.tenant, true)).status).toBe(404);

    // Not once the work is done.
    expect((await move(id, s.plumber, 'FollowingUp', 'Klart')).status).toBe(200);
    expect((await propose(s.plumber, visitWindow(80))).status).toBe(409);
  });
});
