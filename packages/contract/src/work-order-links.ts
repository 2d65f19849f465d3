import { z } from 'zod';
import { ReportFile } from './attachments';
import { Email } from './auth';
import { ReportDetail } from './reports';

/**
 * Outside contractors' work-order links (docs/decisions/0047-work-order-links.md): staff send an
 * errand to an address; the mailed link `/w/<token>` lets its holder do the contractor's part of
 * that one errand without an account.
 */
export const WorkOrderSend = z.strictObject({
  email: Email,
  /** The contractor's name as staff know it; the address stands for it when left out. */
  name: z.string().trim().min(1).max(200).optional(),
  /** The language of the mail and the link page; the errand's language when left out. */
  language: z.enum(['sv', 'en']).optional(),
});
export type WorkOrderSend = z.infer<typeof WorkOrderSend>;

/**
 * A link's state as staff see it: `sent` (not answered yet), `accepted` (the errand is theirs),
 * `declined` (given back, with the reason), `withdrawn` (by staff, or replaced by a resend) and
 * `ended` (the errand is closed, or someone else holds it).
 */
export const WorkOrderLinkState = z.enum(['sent', 'accepted', 'declined', 'withdrawn', 'ended']);
export type WorkOrderLinkState = z.infer<typeof WorkOrderLinkState>;

export const WorkOrderLink = z.object({
  id: z.uuid(),
  email: z.string(),
  contractorName: z.string(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  state: WorkOrderLinkState,
  declineReason: z.string().nullable(),
});
export type WorkOrderLink = z.infer<typeof WorkOrderLink>;

export const WorkOrderLinkList = z.object({ items: z.array(WorkOrderLink) });
export type WorkOrderLinkList = z.infer<typeof WorkOrderLinkList>;

export const WorkOrderLinkParams = z.strictObject({ id: z.uuid(), linkId: z.uuid() });

/**
 * What the link opens: the errand as the signed-in contractor reads it (the same detail, with
 * what they may do in `can`), its files with download paths under the link, and whether the
 * holder may still decline.
 */
export const WorkOrderView = z.object({
  errand: ReportDetail,
  files: z.array(ReportFile),
  contractorName: z.string(),
  language: z.enum(['sv', 'en']),
  canDecline: z.boolean(),
});
export type WorkOrderView = z.infer<typeof WorkOrderView>;

export const WorkOrderDecline = z.strictObject({ reason: z.string().trim().min(1).max(4000) });
export type WorkOrderDecline = z.infer<typeof WorkOrderDecline>;

export const WorkOrderNote = z.strictObject({ note: z.string().trim().min(1).max(4000) });
export type WorkOrderNote = z.infer<typeof WorkOrderNote>;

export const WorkOrderFileParams = z.strictObject({
  token: z.string().min(20).max(100),
  fileId: z.uuid(),
});
