import type { ReportStatus } from '@app/contract';
import { expect } from 'vitest';
import { apiSuite, tradeUsers } from './api-suite';
import type { TestUser } from './factories';
import { createReportWorld, reportBody } from './report-world';

/**
 * The report workflow tests' world: organisation `w` (its tenant files the reports) and
 * `other`, an admin, two plumbers and an electrician; with the calls they repeat.
 */
export function reportWorkflowSuite() {
  const s = apiSuite(async (db) => ({
    w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
    other: await createReportWorld(db),
    ...(await tradeUsers(db)),
  }));

  const newReport = async (extra: Record<string, unknown> = {}) => {
    const res = await s.api.post('/api/reports', reportBody(s.w, extra), { token: s.w.tenant.token });
    expect(res.status).toBe(201);
    return res.body as { id: string; can: unknown };
  };
  const accept = (id: string, user: TestUser, body?: unknown) =>
    s.api.post(`/api/reports/${id}/accept`, body, { token: user.token });
  const move = (id: string, user: TestUser, status: ReportStatus, note?: string) =>
    s.api.post(`/api/reports/${id}/transition`, note === undefined ? { status } : { status, note }, {
      token: user.token,
    });

  /** A note on the errand's timeline that its reporter reads too (`visibility: 'message'`). */
  const addMessage = (id: string, user: TestUser, note: string) =>
    s.api.post(`/api/reports/${id}/actions`, { note, visibility: 'message' }, { token: user.token });

  /** A report in `status`, accepted by `plumber` where needed. */
  async function reportIn(status: ReportStatus): Promise<string> {
    const { id } = await newReport();
    if (status === 'Open') return id;
    expect((await accept(id, s.plumber)).status).toBe(200);
    if (status === 'FollowingUp')
      expect((await move(id, s.plumber, 'FollowingUp', 'Packningen bytt')).status).toBe(200);
    if (status === 'Closed') expect((await move(id, s.plumber, 'Closed')).status).toBe(200);
    return id;
  }

  return { s, newReport, accept, move, reportIn, addMessage };
}
