import type { ReportBulk, ReportBulkResult } from '@app/contract';
import { mayBulkChangeReports } from '../../authz/deadlines.policy';
import type { ReportActor } from '../../authz/reports.policy';
import { AppError, fieldError, forbidden } from '../../http/errors';
import { findContractor } from '../contractors';
import type { ReportServiceDeps } from './report-context';
import { createReportWorkflow } from './report-workflow';

/**
 * One action on several reports (docs/PRODUCT.md "Managers' lists"). Each report goes
 * through the single action's service function, so the same policy and lifecycle decide,
 * in its own transaction with its own hub events; one refused report does not stop the others.
 */
export function createReportBulk(deps: ReportServiceDeps) {
  const workflow = createReportWorkflow(deps);

  async function one(actor: ReportActor, id: string, input: ReportBulk): Promise<void> {
    if (input.action === 'assign') {
      await workflow.accept(actor, id, { contractorId: input.contractorId });
      // A note given with an assignment is instructions to the contractor, so it is internal.
      if (input.note) await workflow.addNote(actor, id, { note: input.note, visibility: 'internal' });
    } else {
      await workflow.transition(actor, id, { status: 'Closed', note: input.note });
    }
  }

  return async function bulk(actor: ReportActor, input: ReportBulk): Promise<ReportBulkResult> {
    if (!mayBulkChangeReports(actor)) throw forbidden();
    // A contractor the caller cannot pick is a mistake in the request, not in one report.
    if (input.action === 'assign' && !(await findContractor(deps.db, actor, input.contractorId, false)))
      throw fieldError('contractorId', 'not_found');
    const results: ReportBulkResult['results'] = [];
    for (const id of input.ids) {
      try {
        await one(actor, id, input);
        results.push({ id, ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        results.push({ id, ok: false, code: err.code });
      }
    }
    return { results };
  };
}
