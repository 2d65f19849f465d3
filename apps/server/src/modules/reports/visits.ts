import {
  MAX_VISIT_HOURS,
  type ReportDetail,
  type ReportVisitPlan,
  VISIT_PAST_SLACK_MINUTES,
} from '@app/contract';
import { canPlanVisit, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { AppError, forbidden, invalidTransition, notFound } from '../../http/errors';
import {
  actorFields,
  type ChangeAction,
  keepingStatus,
  type ReportServiceDeps,
  withReportChange,
} from './report-context';
import type { ReportRow } from './reports.read.repo';
import { touchReport } from './reports.write.repo';
import { deleteVisit, findVisit, upsertVisit } from './work.repo';

const HOUR = 3_600_000;
/** A plan further ahead than this is a typo (a wrong year), not a booking. */
const MAX_DAYS_AHEAD = 366;

/**
 * The problems of a visit window, by field (docs/PRODUCT.md "Visits"): it ends after it starts,
 * lasts at most 12 hours, and starts no earlier than a little before now and within a year.
 */
export function visitWindowProblems(
  plan: Pick<ReportVisitPlan, 'startsAt' | 'endsAt'>,
  now: number,
): { field: string; problem: string }[] {
  const start = Date.parse(plan.startsAt);
  const end = Date.parse(plan.endsAt);
  const problems: { field: string; problem: string }[] = [];
  if (start < now - VISIT_PAST_SLACK_MINUTES * 60_000)
    problems.push({ field: 'startsAt', problem: 'in_past' });
  else if (start > now + MAX_DAYS_AHEAD * 24 * HOUR) problems.push({ field: 'startsAt', problem: 'too_big' });
  if (end <= start) problems.push({ field: 'endsAt', problem: 'before_start' });
  else if (end - start > MAX_VISIT_HOURS * HOUR)
    problems.push({ field: 'endsAt', problem: 'window_too_long' });
  return problems;
}

/** Who may touch the visit, and only while the work is in progress (409 otherwise). */
function checkVisitRights(actor: ReportActor, row: ReportRow) {
  if (!canPlanVisit(actor, row)) throw forbidden();
  if (row.status !== 'InProgress') throw invalidTransition();
}

/**
 * Plans or moves the errand's visit to `plan`'s window, checked by the caller, and answers its
 * timeline entry (`visit_planned` or `visit_moved`). Also how a reporter's confirmed proposal
 * becomes the visit (modules/visit-times).
 */
export async function writeVisit(
  q: Queryable,
  row: ReportRow,
  plan: Pick<ReportVisitPlan, 'startsAt' | 'endsAt' | 'note'>,
  plannedBy: string | null,
): Promise<ChangeAction> {
  const before = await findVisit(q, row.id);
  const note = plan.note?.trim() || null;
  await upsertVisit(q, {
    reportId: row.id,
    organisationId: row.organisationId,
    contractorId: row.contractorId,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    note,
    plannedBy,
  });
  await touchReport(q, row.id);
  return keepingStatus(row, {
    kind: before ? 'visit_moved' : 'visit_planned',
    note,
    visitStartsAt: new Date(plan.startsAt).toISOString(),
    visitEndsAt: new Date(plan.endsAt).toISOString(),
  });
}

/** PUT and DELETE /api/reports/{id}/visit: plan, move and cancel the contractor's visit. */
export function createVisitWorkflow(deps: ReportServiceDeps, clock: () => number = Date.now) {
  const planVisit = (actor: ReportActor, id: string, plan: ReportVisitPlan): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      checkVisitRights(actor, row);
      const problems = visitWindowProblems(plan, clock());
      if (problems.length) throw new AppError('validation_failed', problems);
      return writeVisit(q, row, plan, actorFields(actor).actorName);
    });

  const cancelVisit = (actor: ReportActor, id: string): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      checkVisitRights(actor, row);
      const visit = await findVisit(q, id);
      // Nothing planned: no visit to cancel.
      if (!visit) throw notFound();
      await deleteVisit(q, id);
      await touchReport(q, id);
      return keepingStatus(row, {
        kind: 'visit_cancelled',
        note: null,
        visitStartsAt: visit.startsAt,
        visitEndsAt: visit.endsAt,
      });
    });

  return { planVisit, cancelVisit };
}
