import { z } from 'zod';

/**
 * Quotes and their approval (docs/PRODUCT.md "Quotes and approval"): above the organisation's
 * cost limit the contractor quotes the work and a manager approves or rejects it before the
 * work may be marked done.
 */

/** An amount in SEK: not negative, at most two decimals. */
export const AmountSek = z.number().min(0).max(9999999999.99).multipleOf(0.01);

export const quoteStatuses = ['pending', 'approved', 'rejected'] as const;
export const QuoteStatus = z.enum(quoteStatuses);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/** The errand's quote, for staff and the assigned contractor; `null` on the detail when there is none or the reader may not read it. */
export const ReportQuote = z.object({
  amount: z.number(),
  description: z.string(),
  /** A PDF among the errand's files; null when none was attached (or it was deleted). */
  fileId: z.uuid().nullable(),
  status: QuoteStatus,
  submittedBy: z.string().nullable(),
  submitted: z.string(),
  decidedBy: z.string().nullable(),
  decided: z.string().nullable(),
  /** Why it was rejected (or a remark with the approval). */
  reason: z.string().nullable(),
});
export type ReportQuote = z.infer<typeof ReportQuote>;

/** PUT /api/reports/{id}/quote: the contractor submits (or revises, while waiting) the quote. */
export const ReportQuoteSubmit = z.strictObject({
  amount: AmountSek,
  description: z.string().trim().min(1).max(4000),
  fileId: z.uuid().nullable().optional(),
});
export type ReportQuoteSubmit = z.infer<typeof ReportQuoteSubmit>;

/** POST /api/reports/{id}/quote/decision: a manager approves or rejects; a rejection needs its reason. */
export const ReportQuoteDecision = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approved'), reason: z.string().trim().max(1000).optional() }),
  z.strictObject({ decision: z.literal('rejected'), reason: z.string().trim().min(1).max(1000) }),
]);
export type ReportQuoteDecision = z.infer<typeof ReportQuoteDecision>;
