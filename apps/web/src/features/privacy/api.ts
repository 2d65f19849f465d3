import { AuditPage } from '@app/contract';
import type { QueryKey } from '@tanstack/react-query';
import { listQuery } from '../../lib/queries';

const auditKey: QueryKey = ['audit-log'];

/** One page of the audit log for the URL's filters (`query` is the list's parameters). */
export const auditList = (query: string) => listQuery(auditKey, '/api/audit-log', AuditPage, query);
