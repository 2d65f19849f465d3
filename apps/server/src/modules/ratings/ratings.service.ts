import type { ReportDetail, ReportRatingCreate } from '@app/contract';
import { rateOutcome } from '../../authz/ratings.policy';
import type { ReportActor } from '../../authz/reports.policy';
import { conflict, forbidden } from '../../http/errors';
import { keepingStatus, type ReportServiceDeps, touchReport, withReportChange } from '../reports';
import { findRating, insertRating } from './ratings.repo';

/**
 * The reporter rates a Closed report once (docs/PRODUCT.md "Ratings"). Another caller
 * who sees the report answers 403; a second rating, or a report that is not (or no
 * longer) Closed or had no contractor, answers 409 with a message saying which.
 */
export function createRatingService(deps: ReportServiceDeps) {
  const rate = (actor: ReportActor, id: string, body: ReportRatingCreate): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      const outcome = rateOutcome(actor, row, (await findRating(q, id)) !== null);
      if (outcome === 'forbidden') throw forbidden();
      if (outcome === 'rated') throw conflict('ratings.errors.alreadyRated');
      if (outcome === 'not_closed') throw conflict('ratings.errors.notClosed');
      if (outcome === 'no_contractor') throw conflict('ratings.errors.noContractor');
      const stored = await insertRating(q, {
        reportId: id,
        organisationId: row.organisationId,
        contractorId: row.contractorId,
        ratedBy: actor.id,
        score: body.score,
        comment: body.comment?.trim() || null,
      });
      // A parallel rating won the primary key.
      if (!stored) throw conflict('ratings.errors.alreadyRated');
      await touchReport(q, id);
      // The comment stays on the rating, whose readers are fewer than the timeline's.
      return keepingStatus(row, {
        kind: 'rated',
        note: null,
      });
    });

  return { rate };
}
