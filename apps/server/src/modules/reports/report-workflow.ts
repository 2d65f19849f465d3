import type { ReportDetail, ReportNote, ReportTransition } from '@app/contract';
import { canWriteInternalNote } from '../../authz/report-notes.policy';
import { acceptOutcome } from '../../authz/report-transitions.policy';
import { acceptMode, canAddNote, marketContractorOf, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { AppError, conflict, fieldError, forbidden } from '../../http/errors';
import { findContractor } from '../contractors';
import { makeMove } from './closeout';
import { contractorTradeOf, keepingStatus, type ReportServiceDeps, withReportChange } from './report-context';
import { findReport } from './reports.read.repo';
import { acceptReport, touchReport } from './reports.write.repo';

/**
 * A contractor who loses the race for a market report no longer sees it; they
 * get 409 conflict (taken) rather than 404, which tells them only that a report
 * of their own trade, whose id they already had, is now someone else's.
 */
async function lostRace(q: Queryable, actor: ReportActor, id: string, err: unknown): Promise<never> {
  if (marketContractorOf(actor)) {
    const row = await findReport(q, id);
    if (row && row.status !== 'Closed' && row.trade === (await contractorTradeOf(q, actor)))
      throw conflict('reports.errors.taken');
  }
  throw err;
}

/** Accept, assign, status moves and notes: each one change plus one timeline entry, in one transaction. */
export function createReportWorkflow(deps: ReportServiceDeps) {
  /** A contractor takes an Open report; staff assign one with `{contractorId}`. The first one wins. */
  const accept = (actor: ReportActor, id: string, body: { contractorId?: string }): Promise<ReportDetail> =>
    withReportChange(
      deps,
      actor,
      id,
      async (q, row) => {
        const mode = acceptMode(actor, row);
        if (!mode) throw forbidden();
        let contractorId: string;
        if (mode === 'accept') {
          if (body.contractorId && body.contractorId !== actor.contractorId)
            throw fieldError('contractorId', 'not_allowed');
          contractorId = actor.contractorId!;
        } else {
          if (!body.contractorId) throw fieldError('contractorId', 'required');
          if (!(await findContractor(q, actor, body.contractorId, false)))
            throw fieldError('contractorId', 'not_found');
          contractorId = body.contractorId;
        }
        const outcome = acceptOutcome(row.status, row.contractorId);
        if (outcome === 'conflict') throw conflict('reports.errors.taken');
        if (outcome !== 'ok') throw new AppError(outcome);
        // Conditional update: of two parallel accepts only one finds the report still Open.
        if (!(await acceptReport(q, id, contractorId))) throw conflict('reports.errors.taken');
        const kind = mode === 'accept' ? 'accepted' : 'assigned';
        return { kind, contractorId, fromStatus: 'Open', toStatus: 'InProgress', note: null };
      },
      (q, err) => lostRace(q, actor, id, err),
    );

  // Only staff reopen and the contractor hands back (both clear the contractor); the contractor
  // still sees a handed-back report on the market of their trade, staff always.
  const transition = (actor: ReportActor, id: string, body: ReportTransition): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, (q, row) => makeMove(q, actor, row, body.status, body.note));

  /** A message the reporter sees, or an internal note (staff and the assigned contractor only). */
  const addNote = (actor: ReportActor, id: string, body: ReportNote): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      if (!canAddNote(actor, row)) throw forbidden();
      if (body.visibility === 'internal' && !canWriteInternalNote(actor, row))
        throw fieldError('visibility', 'not_allowed');
      const text = body.note.trim();
      if (!text) throw fieldError('note', 'required');
      // An internal note leaves the report's lastModified alone: the reporter sees no change.
      if (body.visibility === 'message') await touchReport(q, id);
      return keepingStatus(row, { kind: 'note', note: text, visibility: body.visibility });
    });

  return { accept, transition, addNote };
}
