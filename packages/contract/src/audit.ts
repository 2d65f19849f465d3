import { z } from 'zod';
import { DateOnly, ListQueryBase, pageOf, Timestamp } from './common';
import { CsvDelimiter } from './exports';

/** The administrative actions the audit log records (docs/PRODUCT.md "Audit log"). */
export const auditActions = [
  'user.invited',
  'user.renamed',
  'user.disabled',
  'user.enabled',
  'user.exported',
  'user.erased',
  'organisation.created',
  'organisation.updated',
  'organisation.deleted',
  'deadlines.updated',
  'property.publicReporting',
  'retention.applied',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditTargetType = z.enum([
  'user',
  'invite',
  'organisation',
  'deadlines',
  'retention',
  'property',
]);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/**
 * One entry. Names are read from the accounts and organisations as they are now (an erased
 * person's entries show the anonymised name); `details` holds field names, roles and counts,
 * never a person's data.
 */
export const AuditEntry = z.object({
  id: z.uuid(),
  at: Timestamp,
  action: AuditAction,
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  organisationId: z.uuid().nullable(),
  organisationName: z.string().nullable(),
  targetType: AuditTargetType,
  targetId: z.uuid().nullable(),
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The filters of GET /api/audit-log and its CSV export; newest first. */
const auditFilters = {
  organisationId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  action: AuditAction.optional(),
  /** The first and last day included (UTC). */
  from: DateOnly.optional(),
  to: DateOnly.optional(),
};
export const AuditListQuery = ListQueryBase.omit({ sort: true, q: true }).extend(auditFilters).strict();
export type AuditListQuery = z.infer<typeof AuditListQuery>;
export const AuditPage = pageOf(AuditEntry);

export const AuditExportQuery = z
  .object({ ...auditFilters, delimiter: CsvDelimiter.default('semicolon') })
  .strict();
export type AuditExportQuery = z.infer<typeof AuditExportQuery>;
