import type { Trade } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';
import {
  hearsOfDeletion,
  type KnownReportFacts,
  needsReportLookup,
  readsInternalNotes,
  reportAccess,
} from '../authz';
import type { DomainEvent } from '../events/bus';

/** Who listens on one connection: the user and, for a contractor, the trade they offer. */
export interface Listener {
  user: Pick<AuthUser, 'id' | 'role' | 'organisationId' | 'contractorId'>;
  contractorTrade: Trade | null;
}

/**
 * Whether a listener may receive an event about a report: the report policy's
 * read rule (docs/PRODUCT.md "Real-time hub"). Facts still unknown never grant
 * access, so a tenant, whose access depends on the looked-up reporter, receives
 * nothing without the lookup. A deletion reaches only those who held the report
 * (staff, its contractor), not tenants nor the marketplace.
 */
export function mayReceive(
  listener: Listener,
  type: DomainEvent['type'],
  facts: KnownReportFacts,
  visibility: 'message' | 'internal' = 'message',
): boolean {
  const access = reportAccess(listener.user, facts, listener.contractorTrade);
  if (type === 'ReportDeleted') return hearsOfDeletion(listener.user, access);
  // An internal note's event reaches staff and the assigned contractor only, never the reporter.
  if (visibility === 'internal') return access === 'full' && readsInternalNotes(listener.user, facts);
  return access !== 'none';
}

/**
 * Whether deciding for this listener needs the report looked up in the
 * database: a tenant's link to it (reporter, premises), or — for a timeline
 * event whose report state is not known yet — the report's state.
 */
export function needsLookup(listener: Listener, type: DomainEvent['type'], facts: KnownReportFacts): boolean {
  if (type === 'ReportDeleted') return false;
  return needsReportLookup(listener.user, facts);
}
