import { type Actor, isTenant } from './actor';
import type { KnownReportFacts, ReportAccess } from './reports.policy';

/** Who of the real-time hub's listeners hears what of a report (docs/PRODUCT.md "Real-time hub"). */

/** A deletion reaches those who held the report (staff, its contractor): not its tenant, nor the marketplace. */
export const hearsOfDeletion = (actor: Actor, access: ReportAccess) => access === 'full' && !isTenant(actor);

/**
 * Whether `reportAccess` for this listener needs facts an event does not carry: a tenant's on
 * their link to a report of their organisation (reporter, premises), a contractor's on the
 * report's state when the event does not say it. Staff decide from the organisation alone.
 */
export function needsReportLookup(actor: Actor, facts: KnownReportFacts): boolean {
  if (actor.role === 'PropertyTenant') return actor.organisationId === facts.organisationId;
  if (actor.role === 'Contractor') return facts.status === undefined;
  return false;
}
