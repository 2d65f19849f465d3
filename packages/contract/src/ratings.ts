import { z } from 'zod';

/**
 * A closed errand's rating by its reporter (docs/PRODUCT.md "Ratings"): once, 1–5,
 * with an optional comment. `comment` is null for callers who may see the score
 * but not the words (a later contractor of a reopened errand).
 */
export const RATING_COMMENT_MAX = 1000;
export const ReportRating = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type ReportRating = z.infer<typeof ReportRating>;

export const ReportRatingCreate = z.strictObject({
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(RATING_COMMENT_MAX).nullable().optional(),
});
export type ReportRatingCreate = z.infer<typeof ReportRatingCreate>;

export { CONTRACTOR_STATS_MONTHS } from './constants';

/**
 * One contractor's figures over the reports they accepted in the last
 * `CONTRACTOR_STATS_MONTHS` months, within the caller's scope. Medians are in hours;
 * null when there is nothing to measure.
 */
export const ContractorStats = z.object({
  contractorId: z.uuid(),
  name: z.string(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Created → accepted (or assigned). */
  medianHoursToAccept: z.number().nullable(),
  /** Accepted → closed. */
  medianHoursToFinish: z.number().nullable(),
  accepted: z.number().int(),
  closed: z.number().int(),
  /** Errands with a visit booked in the window. */
  visits: z.number().int(),
  /** Share (0–1) of those visits kept: never moved or cancelled; null when none. */
  keptVisitShare: z.number().nullable(),
  /** Quotes: submitted → approved or rejected. */
  medianHoursToQuoteDecision: z.number().nullable(),
});
export type ContractorStats = z.infer<typeof ContractorStats>;

export const ContractorStatsQuery = z.strictObject({ contractorId: z.uuid().optional() });
export type ContractorStatsQuery = z.infer<typeof ContractorStatsQuery>;

export const ContractorStatsList = z.object({
  items: z.array(ContractorStats),
  /** Start of the window (ISO timestamp). */
  since: z.string(),
});
export type ContractorStatsList = z.infer<typeof ContractorStatsList>;
