import type { ReportStatus } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';

const { s, move, reportIn } = reportWorkflowSuite();

const statuses: readonly ReportStatus[] = ['Open', 'InProgress', 'FollowingUp', 'Closed'];

describe('the moves a report offers', () => {
  it('are exactly the moves the server then accepts, for every role and status', async () => {
    // The plumber holds every report past Open (reportIn accepts as them); the manager and
    // admin run the organisation, the tenant wrote it.
    const callers = () => ({
      admin: s.admin,
      manager: s.w.manager,
      tenant: s.w.tenant,
      plumber: s.plumber,
    });
    let accepted = 0;
    let refused = 0;
    for (const [role, user] of Object.entries(callers())) {
      for (const from of statuses) {
        const probe = await reportIn(from);
        const detail = await s.api.get(`/api/reports/${probe}`, { token: user.token });
        expect(detail.status, `${role} ${from}`).toBe(200);
        const offered = detail.body.can.moves.map((m: { to: ReportStatus }) => m.to);
        for (const to of statuses.filter((x) => x !== from)) {
          // A fresh report per attempt: a move that succeeds changes the report.
          const id = await reportIn(from);
          const res = await move(id, user, to, 'A reason given by the caller');
          expect(res.status === 200, `${role} ${from} → ${to}: ${res.status}`).toBe(offered.includes(to));
          if (res.status === 200) accepted++;
          else refused++;
        }
      }
    }
    // Not vacuous: both kinds of answer occurred.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
