import { expect } from 'vitest';
import type { ApiSuite } from './api-suite';
import type { TestUser } from './factories';
import { type ReportWorld, reportBody } from './report-world';

/** An errand filed by `w`'s tenant and accepted by `contractor` (InProgress), its notifications told. */
export async function errandInProgress(
  s: ApiSuite<object>,
  w: ReportWorld,
  contractor: TestUser,
): Promise<string> {
  const res = await s.api.post('/api/reports', reportBody(w), { token: w.tenant.token });
  expect(res.status).toBe(201);
  const accepted = await s.api.post(`/api/reports/${res.body.id}/accept`, undefined, {
    token: contractor.token,
  });
  expect(accepted.status).toBe(200);
  await s.server.app.jobs.runDue();
  return res.body.id;
}
