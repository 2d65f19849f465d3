/** The audit log's writer: services record their administrative actions through it. */
export { type AuditRecord, recordAudit } from './audit.repo';
