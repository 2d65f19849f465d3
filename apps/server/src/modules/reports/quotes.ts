import type { ReportDetail, ReportQuoteDecision, ReportQuoteSubmit } from '@app/contract';
import { canDecideQuote, canSubmitQuote, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { conflict, fieldError, forbidden, invalidTransition } from '../../http/errors';
import { decideQuote, findQuote, findQuoteLimit, isReportPdf, upsertQuote } from './quotes.repo';
import { actorFields, keepingStatus, type ReportServiceDeps, withReportChange } from './report-context';
import type { ReportRow } from './reports.read.repo';
import { touchReport } from './reports.write.repo';

/**
 * Marking work done with a cost (docs/PRODUCT.md "Quotes and approval"): above the organisation's
 * limit the cost needs an approved quote, and may not be more than the amount approved (409).
 */
export async function checkCostApproved(q: Queryable, row: ReportRow, cost: number | null | undefined) {
  if (cost === null || cost === undefined) return;
  const limit = await findQuoteLimit(q, row.organisationId);
  if (limit === null || cost <= limit) return;
  const quote = await findQuote(q, row.id);
  if (quote?.status !== 'approved') throw conflict('visits.errors.quoteRequired');
  if (cost > quote.amount) throw conflict('visits.errors.costOverQuote');
}

/** Wrong caller 403, right caller at the wrong time 409 (the work is not in progress). */
function checkRight(allowed: boolean, row: ReportRow, mayAtAll: boolean) {
  if (allowed) return;
  if (mayAtAll && row.status !== 'InProgress') throw invalidTransition();
  throw forbidden();
}

/** PUT /api/reports/{id}/quote and POST /api/reports/{id}/quote/decision. */
export function createQuoteWorkflow(deps: ReportServiceDeps) {
  const submitQuote = (actor: ReportActor, id: string, body: ReportQuoteSubmit): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      checkRight(canSubmitQuote(actor, row), row, canSubmitQuote(actor, { ...row, status: 'InProgress' }));
      const before = await findQuote(q, id);
      // An approved quote stands: the work goes ahead on it.
      if (before?.status === 'approved') throw conflict('visits.errors.quoteApproved');
      const fileId = body.fileId ?? null;
      if (fileId && !(await isReportPdf(q, id, fileId))) throw fieldError('fileId', 'not_found');
      await upsertQuote(q, {
        reportId: id,
        organisationId: row.organisationId,
        contractorId: row.contractorId,
        amountSek: body.amount,
        description: body.description,
        fileId,
        submittedBy: actorFields(actor).actorName,
      });
      await touchReport(q, id);
      return keepingStatus(row, {
        kind: 'quote_submitted',
        note: body.description,
        // Amounts are between staff and the contractor doing the work (the field table's `quote`).
        visibility: 'internal',
      });
    });

  const decide = (actor: ReportActor, id: string, body: ReportQuoteDecision): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      checkRight(canDecideQuote(actor, row), row, canDecideQuote(actor, { ...row, status: 'InProgress' }));
      const reason = body.reason?.trim() || null;
      if (!(await decideQuote(q, id, body.decision, actorFields(actor).actorName, reason)))
        throw invalidTransition();
      await touchReport(q, id);
      return keepingStatus(row, {
        kind: body.decision === 'approved' ? 'quote_approved' : 'quote_rejected',
        note: reason,
        visibility: 'internal',
      });
    });

  return { submitQuote, decideQuote: decide };
}
