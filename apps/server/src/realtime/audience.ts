import type { ReportStatus, Trade } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';
import type { DomainEvent } from '../events/bus';

/** Who listens on one connection: the user and, for a contractor, the trade they offer. */
export interface Listener {
  user: Pick<AuthUser, 'id' | 'role' | 'organisationId' | 'contractorId'>;
  contractorTrade: Trade | null;
}

/** The state of a report the audience depends on, from the event and (when needed) the database. */
export interface ReportFacts {
  organisationId: string;
  status?: ReportStatus;
  trade?: Trade;
  contractorId?: string | null;
  /** Known only after a lookup: the reporter (tenants hear only of reports they wrote, as the API lets them read). */
  reporterId?: string | null;
}

/**
 * Whether a listener may receive an event about a report: the same rules as
 * reading the report (product.md "Roles"). A tenant's access is decided only
 * with the looked-up facts; without them a tenant receives nothing.
 */
export function mayReceive(listener: Listener, type: DomainEvent['type'], facts: ReportFacts): boolean {
  const { user } = listener;
  switch (user.role) {
    case 'Admin':
      return true;
    case 'PropertyManager':
      return user.organisationId === facts.organisationId;
    case 'PropertyTenant':
      if (type === 'ReportDeleted' || user.organisationId !== facts.organisationId) return false;
      return facts.reporterId === user.id;
    case 'Contractor': {
      if (!user.contractorId) return false;
      if (facts.contractorId === user.contractorId) return true;
      if (type === 'ReportDeleted') return false;
      // The marketplace: open, unassigned reports of the contractor's trade.
      return (
        facts.status === 'Open' &&
        !facts.contractorId &&
        facts.trade !== undefined &&
        facts.trade === listener.contractorTrade
      );
    }
    default:
      return false;
  }
}

/**
 * Whether deciding for this listener needs the report looked up in the
 * database: a tenant's link to it (reporter, premises), or — for a timeline
 * event whose report state is not known yet — the report's state.
 */
export function needsLookup(listener: Listener, type: DomainEvent['type'], facts: ReportFacts): boolean {
  if (type === 'ReportDeleted') return false;
  const { role, organisationId } = listener.user;
  if (role === 'PropertyTenant') return organisationId === facts.organisationId;
  if (role === 'Contractor') return facts.status === undefined;
  return false;
}
