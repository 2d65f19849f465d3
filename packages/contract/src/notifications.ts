import { z } from 'zod';
import { DateOnly, pageOf, Timestamp } from './common';
import { Priority, ReportStatus, Trade } from './enums';

/**
 * What a user is told (docs/PRODUCT.md "Notifications"). The reporter hears of
 * what changes for them, managers of what needs them (new, forgotten, done, handed
 * back, overdue and hazardous errands), contractors of work in their trade and work
 * given to them.
 */
export const notificationKinds = [
  'report_new',
  'report_unaccepted',
  'report_closed',
  'report_accepted',
  'report_status',
  'report_message',
  'market_new',
  'report_assigned',
  'report_visit',
  // Managers: done work waiting for their confirmation, a hand-back, a deadline passed, a hazard.
  'report_done',
  'report_handed_back',
  'report_overdue',
  'report_hazard',
  // The reporter and the contractor: a planned visit is 24 hours or 1 hour away.
  'visit_reminder',
  // The reporter: the contractor proposes another visit time. The contractor: the reporter declined it.
  'visit_proposed',
  'visit_declined',
] as const;
export const NotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Only what the recipient may read of the report, captured when it was written. */
export const NotificationData = z.object({
  title: z.string().optional(),
  priority: Priority.optional(),
  trade: Trade.optional(),
  status: ReportStatus.optional(),
  /** Accepted/assigned: the company and its phone, when known. */
  contractorName: z.string().nullable().optional(),
  contractorPhone: z.string().nullable().optional(),
  /** Visit reminders: when the visit starts. */
  visitStartsAt: z.string().optional(),
});
export type NotificationData = z.infer<typeof NotificationData>;

export const Notification = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  reportId: z.uuid().nullable(),
  data: NotificationData,
  created: Timestamp,
  readAt: Timestamp.nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const NotificationPage = pageOf(Notification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ unread: z.number().int() });

/** Which new reports a manager hears of. */
export const NewReportsLevel = z.enum(['all', 'urgent', 'none']);
export type NewReportsLevel = z.infer<typeof NewReportsLevel>;

/** In the app every kind is always shown; mail per kind. */
export const NotificationPreferences = z.object({
  mail: z.record(NotificationKind, z.boolean()),
  /** Push messages to the browsers this user turned them on in (docs/decisions/0045). */
  push: z.record(NotificationKind, z.boolean()),
  newReports: NewReportsLevel,
  /** The kinds this user can be told of (their role's), so the settings offer only those. */
  kinds: z.array(NotificationKind),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const NotificationPreferencesUpdate = z
  .object({
    mail: z.partialRecord(NotificationKind, z.boolean()).optional(),
    push: z.partialRecord(NotificationKind, z.boolean()).optional(),
    newReports: NewReportsLevel.optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;

export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(400) });
export const UnsubscribeAnswer = z.object({
  kind: NotificationKind,
  mail: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswer>;

/** The admin's view of the job queue. */
export const QueueStatus = z.object({
  pending: z.number().int(),
  due: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  doneLastDay: z.number().int(),
  oldestDueAt: Timestamp.nullable(),
  recentFailures: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      failedAt: Timestamp,
    }),
  ),
  /** The daily retention job's last run (docs/PRODUCT.md "Retention"); null before the first. */
  retention: z
    .object({
      day: DateOnly,
      ranAt: Timestamp,
      errandsAnonymised: z.number().int(),
      chatsDeleted: z.number().int(),
      signInsDeleted: z.number().int(),
    })
    .nullable(),
});
export type QueueStatus = z.infer<typeof QueueStatus>;

/** How long an errand may wait for a contractor before the organisation's managers are reminded. */
export const ReminderSettings = z
  .object({
    urgentMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    otherMinutes: z
      .number()
      .int()
      .min(5)
      .max(30 * 24 * 60),
  })
  .strict();
export type ReminderSettings = z.infer<typeof ReminderSettings>;
