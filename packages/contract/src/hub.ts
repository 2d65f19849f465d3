import { z } from 'zod';
import { FilesAddedPayload } from './attachments';
import { Priority, ReportStatus, Trade } from './enums';

/**
 * Server -> client hub targets on /reportHub. Payloads carry ids and the few
 * fields a list shows; clients refetch what they display.
 */
export const ReportHubPayload = z.object({
  reportId: z.uuid(),
  organisationId: z.uuid(),
  status: ReportStatus.optional(),
  trade: Trade.optional(),
  priority: Priority.optional(),
  contractorId: z.uuid().nullable().optional(),
});
export type ReportHubPayload = z.infer<typeof ReportHubPayload>;

export const EventAddedPayload = z.object({
  reportId: z.uuid(),
  organisationId: z.uuid(),
  kind: z.string(),
  /** An `internal` note is not sent to the reporter. */
  visibility: z.enum(['message', 'internal']).optional(),
});
export type EventAddedPayload = z.infer<typeof EventAddedPayload>;

/** A notification for one user: sent only to that user's connections. */
export const NotificationAddedPayload = z.object({
  recipientId: z.uuid(),
  notificationId: z.uuid(),
  reportId: z.uuid().nullable(),
});
export type NotificationAddedPayload = z.infer<typeof NotificationAddedPayload>;

export const hubEvents = {
  ReportCreated: ReportHubPayload,
  ReportUpdated: ReportHubPayload,
  ReportDeleted: ReportHubPayload,
  EventAdded: EventAddedPayload,
  NotificationAdded: NotificationAddedPayload,
  FilesAdded: FilesAddedPayload,
} as const;
export type HubEventName = keyof typeof hubEvents;
export type HubEventMap = { [K in HubEventName]: z.infer<(typeof hubEvents)[K]> };
export { HUB_PATH } from './constants';
