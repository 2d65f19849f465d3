import type { ReportRating } from '@app/contract';
import type { Actor } from '../../authz/actor';
import { ratingVisibility } from '../../authz/ratings.policy';
import type { ReportAccess, ReportFacts } from '../../authz/reports.policy';

/** An errand's rating as stored (report_ratings): the errand page reads it, the ratings feature writes it. */
export interface RatingRow {
  reportId: string;
  organisationId: string;
  contractorId: string | null;
  ratedBy: string | null;
  score: number;
  comment: string | null;
  createdAt: string;
}

/** A report's rating as the caller may see it (the comment only for those it is meant for). */
export function toRating(
  actor: Actor,
  report: Pick<ReportFacts, 'organisationId' | 'reporterId'>,
  access: ReportAccess,
  row: RatingRow | null,
): ReportRating | null {
  if (!row) return null;
  const seen = ratingVisibility(actor, report, access, row.contractorId);
  if (seen === 'none') return null;
  return { score: row.score, comment: seen === 'full' ? row.comment : null, ratedAt: row.createdAt };
}
