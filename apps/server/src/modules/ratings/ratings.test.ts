import { describe, expect, it } from 'vitest';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, newReport, accept, move, reportIn } = reportWorkflowSuite();

const rate = (id: string, token: string, body: unknown) =>
  s.api.post(`/api/reports/${id}/rating`, body, { token });
const detail = (id: string, token: string) => s.api.get(`/api/reports/${id}`, { token });

describe('rating a closed report', () => {
  it('lets the reporter rate once, with a timeline entry and the rating on the detail', async () => {
    const id = await reportIn('Closed');
    const before = await detail(id, s.w.tenant.token);
    expect(before.body).toMatchObject({ rating: null, can: { rate: true } });

    const res = await rate(id, s.w.tenant.token, { score: 4, comment: '  Snabbt och städat  ' });
    expect(res.status).toBe(200);
    expect(res.body.rating).toMatchObject({ score: 4, comment: 'Snabbt och städat' });
    expect(res.body.rating.ratedAt).toBeTruthy();
    expect(res.body.can.rate).toBe(false);
    expect(res.body.actions.at(-1)).toMatchObject({
      kind: 'rated',
      actorId: s.w.tenant.id,
      fromStatus: 'Closed',
      toStatus: 'Closed',
      note: null,
    });

    const again = await rate(id, s.w.tenant.token, { score: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect(again.body.error.message).toBe('Ärendet har redan fått betyg.');
  });

  it('takes a score without a comment', async () => {
    const id = await reportIn('Closed');
    const res = await rate(id, s.w.tenant.token, { score: 1 });
    expect(res.status).toBe(200);
    expect(res.body.rating).toMatchObject({ score: 1, comment: null });
  });

  it('answers 409 while the report is not closed, in the caller’s language', async () => {
    for (const status of ['Open', 'InProgress', 'FollowingUp'] as const) {
      const id = await reportIn(status);
      expect((await detail(id, s.w.tenant.token)).body.can.rate, status).toBe(false);
      const res = await s.api.post(
        `/api/reports/${id}/rating`,
        { score: 3 },
        { token: s.w.tenant.token, headers: { 'accept-language': 'en' } },
      );
      expect(res.status, status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conflict' });
    }
  });

  it('does not rate a report withdrawn before anyone took it', async () => {
    const { id } = await newReport();
    expect((await move(id, s.w.tenant, 'Closed', 'Det löste sig')).status).toBe(200);
    expect((await detail(id, s.w.tenant.token)).body.can.rate).toBe(false);
    const res = await rate(id, s.w.tenant.token, { score: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Bara arbete som en frilansare har gjort kan betygsättas.');
  });

  it('answers 403 to others who see the report and 404 to those who do not', async () => {
    const id = await reportIn('Closed');
    for (const user of [s.w.manager, s.admin, s.plumber]) {
      expect((await detail(id, user.token)).body.can.rate).toBe(false);
      expect((await rate(id, user.token, { score: 5 })).status).toBe(403);
    }
    for (const user of [s.w.otherTenant, s.other.manager, s.other.tenant, s.plumber2, s.electrician])
      expect((await rate(id, user.token, { score: 5 })).status).toBe(404);
    expect((await rate('00000000-0000-4000-8000-000000000000', s.w.tenant.token, { score: 5 })).status).toBe(
      404,
    );
  });

  it('answers 400 with field details for a bad score or comment', async () => {
    const id = await reportIn('Closed');
    for (const score of [0, 6, 2.5, '4', null]) {
      const res = await rate(id, s.w.tenant.token, { score });
      expect(res.status, String(score)).toBe(400);
      expect(res.body.error.details[0].field).toBe('score');
    }
    expect((await rate(id, s.w.tenant.token, {})).body.error.details[0].field).toBe('score');
    const long = await rate(id, s.w.tenant.token, { score: 3, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].field).toBe('comment');
    const extra = await rate(id, s.w.tenant.token, { score: 3, contractorId: s.plumber.id });
    expect(extra.status).toBe(400);
    // Nothing was stored by the refused attempts.
    expect((await rate(id, s.w.tenant.token, { score: 3, comment: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('keeps one rating when two arrive at once', async () => {
    const id = await reportIn('Closed');
    const answers = await Promise.all([
      rate(id, s.w.tenant.token, { score: 2 }),
      rate(id, s.w.tenant.token, { score: 5 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rated = (await detail(id, s.w.tenant.token)).body.actions.filter(
      (a: { kind: string }) => a.kind === 'rated',
    );
    expect(rated).toHaveLength(1);
  });
});

describe('who sees the rating', () => {
  it('shows the comment to the reporter, staff and the rated contractor only', async () => {
    const id = await reportIn('Closed');
    expect((await rate(id, s.w.tenant.token, { score: 3, comment: 'Lite sent' })).status).toBe(200);
    for (const user of [s.w.tenant, s.w.manager, s.admin, s.plumber])
      expect((await detail(id, user.token)).body.rating).toMatchObject({ score: 3, comment: 'Lite sent' });

    // Reopened and taken by another plumber: they see the score, not the words.
    expect((await move(id, s.w.manager, 'Open', 'Läcker igen')).status).toBe(200);
    const market = await detail(id, s.plumber2.token);
    expect(market.status).toBe(200);
    expect(market.body.rating).toBeNull();
    expect((await accept(id, s.plumber2)).status).toBe(200);
    expect((await detail(id, s.plumber2.token)).body.rating).toMatchObject({ score: 3, comment: null });
    // The tenant cannot rate the second round: the report has its rating.
    expect((await move(id, s.plumber2, 'Closed')).status).toBe(200);
    expect((await detail(id, s.w.tenant.token)).body.can.rate).toBe(false);
  });
});
