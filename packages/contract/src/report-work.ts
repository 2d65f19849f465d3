import { z } from 'zod';

/**
 * The working life of an accepted report (docs/PRODUCT.md "Visits" and "Close-out"):
 * the contractor's planned visit and what they reported when the work was done.
 */

/** The longest visit window one plan may book. */
export const MAX_VISIT_HOURS = 12;
/** How far in the past a visit may still start (a plan written on site, a moment late). */
export const VISIT_PAST_SLACK_MINUTES = 30;

/** The planned visit on a report; `null` on the detail when none is planned. */
export const ReportVisit = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  /** Who planned or last moved it (a name snapshot). */
  plannedBy: z.string().nullable(),
  updated: z.string(),
});
export type ReportVisit = z.infer<typeof ReportVisit>;

/** PUT /api/reports/{id}/visit: plans a visit, or moves the planned one. Times with an offset (ISO 8601). */
export const ReportVisitPlan = z.strictObject({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(1000).optional(),
});
export type ReportVisitPlan = z.infer<typeof ReportVisitPlan>;

/** The close-out on a report once its work was marked done; `null` before. */
export const ReportCloseOut = z.object({
  resolution: z.string(),
  minutesSpent: z.number().int().nullable(),
  /** In SEK, at most two decimals. */
  cost: z.number().nullable(),
  invoiceReference: z.string().nullable(),
  contractorId: z.uuid().nullable(),
  doneBy: z.string().nullable(),
  doneAt: z.string(),
});
export type ReportCloseOut = z.infer<typeof ReportCloseOut>;

/** POST /api/reports/{id}/done: InProgress → FollowingUp with what was done. */
export const ReportDone = z.strictObject({
  resolution: z.string().trim().min(1).max(4000),
  minutesSpent: z.number().int().min(0).max(100000).optional(),
  cost: z.number().min(0).max(9999999999.99).multipleOf(0.01).optional(),
  invoiceReference: z.string().trim().max(100).optional(),
});
export type ReportDone = z.infer<typeof ReportDone>;

/** A visit window as a visit's timeline entry keeps it. */
export const VisitWindow = z.object({ startsAt: z.string(), endsAt: z.string() });
