import type { ReportDetail, ReportDone, ReportStatus } from '@app/contract';
import { findMove, mayMake, requiresNote } from '../../authz/report-transitions.policy';
import { lifecycleActor, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { conflict, fieldError, forbidden, invalidTransition } from '../../http/errors';
import { checkCostApproved } from './quotes';
import { actorFields, type ChangeAction, type ReportServiceDeps, withReportChange } from './report-context';
import { runClosedHooks } from './report-hooks';
import type { ReportRow } from './reports.read.repo';
import { moveReport } from './reports.write.repo';
import { settleWork, upsertCloseOut } from './work.repo';

/** What marking work done may carry besides the resolution (the note of the move). */
export type CloseOutDetails = Omit<ReportDone, 'resolution'>;

/**
 * One status move of the lifecycle table (docs/PRODUCT.md "Report lifecycle"), inside the
 * report's change transaction: 409 when the table has no such move, 403 when it is not the
 * caller's, 400 when a required note is missing. Marking work done (InProgress → FollowingUp)
 * writes the close-out with the note as its resolution.
 */
export async function makeMove(
  q: Queryable,
  actor: ReportActor,
  row: ReportRow,
  to: ReportStatus,
  rawNote: string | undefined,
  details: CloseOutDetails = {},
  noteField = 'note',
): Promise<ChangeAction> {
  const move = findMove(row.status, to);
  if (!move) throw invalidTransition();
  const who = lifecycleActor(actor, row);
  if (!who || !mayMake(move, who)) throw forbidden();
  const note = rawNote?.trim() || null;
  if (requiresNote(move, who) && !note) throw fieldError(noteField, 'required');
  if (move.kind === 'done') await checkCostApproved(q, row, details.cost);
  if (!(await moveReport(q, row.id, move.from, move.to, move.clearsContractor))) throw conflict();
  await settleWork(q, row.id, move.to);
  // What other features do when an errand closes (planned maintenance: the equipment's service
  // dates move on), in this transaction.
  if (move.to === 'Closed') await runClosedHooks(q, row);
  if (move.kind === 'done')
    await upsertCloseOut(q, {
      reportId: row.id,
      organisationId: row.organisationId,
      contractorId: row.contractorId,
      resolution: note!,
      minutesSpent: details.minutesSpent ?? null,
      costSek: details.cost ?? null,
      invoiceReference: details.invoiceReference?.trim() || null,
      doneBy: actorFields(actor).actorName,
    });
  // The contractor who had it stays in the timeline even when a hand-back or reopen clears it.
  return { kind: move.kind, contractorId: row.contractorId, fromStatus: move.from, toStatus: move.to, note };
}

/** POST /api/reports/{id}/done: the work is done, with its resolution, time, cost and invoice reference. */
export function createCloseOutWorkflow(deps: ReportServiceDeps) {
  const markDone = (actor: ReportActor, id: string, body: ReportDone): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, (q, row) => {
      const { resolution, ...details } = body;
      return makeMove(q, actor, row, 'FollowingUp', resolution, details, 'resolution');
    });
  return { markDone };
}
