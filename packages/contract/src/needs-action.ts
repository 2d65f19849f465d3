import { z } from 'zod';
import { Priority, ReportStatus } from './enums';

/** The groups of the managers' to-do list (docs/PRODUCT.md "Needs action"), in the order shown. */
export const needsActionGroups = [
  'hazard',
  'awaitingConfirmation',
  'quotePending',
  'unassignedLate',
  'handedBack',
  'overdue',
  'lowRating',
] as const;
export const NeedsActionGroupKey = z.enum(needsActionGroups);
export type NeedsActionGroupKey = z.infer<typeof NeedsActionGroupKey>;

export const NeedsActionItem = z.object({
  reportId: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  address: z.string(),
  premisesDesignation: z.string().nullable(),
  priority: Priority,
  status: ReportStatus,
  /** Since when the errand needs action: done, quoted, handed back, due, filed or rated. */
  since: z.string(),
  /** Low ratings: the score given (1–2). */
  score: z.number().int().nullable(),
});
export type NeedsActionItem = z.infer<typeof NeedsActionItem>;

export const NeedsActionGroup = z.object({
  key: NeedsActionGroupKey,
  /** Every errand of the group; `items` holds the first ones, oldest first. */
  count: z.number().int(),
  items: z.array(NeedsActionItem),
});
export type NeedsActionGroup = z.infer<typeof NeedsActionGroup>;

export const NeedsAction = z.object({
  /** Errands counted once however many groups they are in: the navigation's badge. */
  total: z.number().int(),
  groups: z.array(NeedsActionGroup),
});
export type NeedsAction = z.infer<typeof NeedsAction>;

/** Admins may narrow the list to one organisation; managers always see their own. */
export const NeedsActionQuery = z.object({ organisationId: z.uuid().optional() }).strict();
export type NeedsActionQuery = z.infer<typeof NeedsActionQuery>;
