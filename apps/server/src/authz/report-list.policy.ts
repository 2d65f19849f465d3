import { type Actor, isAdmin, isContractor, isManager, isTenant } from './actor';

/**
 * What the errand list and the dashboards may assume of a caller's report scope
 * (reports.policy.ts `reportScope`): where it lies and what it depends on.
 */

/**
 * A manager's and an administrator's report scope depends on nothing but the reports (a
 * tenant's also follows their premises, a contractor's their trade), so their counts may be kept.
 */
export const scopeFollowsReportsOnly = (actor: Actor) =>
  actor.role === 'PropertyManager' || actor.role === 'Admin';

/** The one organisation a caller's reports lie in: a manager's or tenant's own; null when it spans several. */
export function scopeOrganisation(actor: Actor): string | null {
  const inOne = actor.role === 'PropertyManager' || actor.role === 'PropertyTenant';
  return inOne ? actor.organisationId : null;
}

/** A search runs within a manager's or tenant's organisation; an administrator's within the one they filter on. */
export function searchOrganisation(actor: Actor, filtered: string | undefined): string | undefined {
  if (isManager(actor) || isTenant(actor)) return actor.organisationId ?? undefined;
  return isAdmin(actor) ? filtered : undefined;
}

/**
 * "Mine" is the work a contractor's record holds; for anyone else what they reported. A contractor
 * files no reports, so without a contractor record their "mine" matches nothing.
 */
export function mineFilter(actor: Actor): { reporterId: string } | { contractorId: string } {
  if (isContractor(actor) && actor.contractorId) return { contractorId: actor.contractorId };
  return { reporterId: actor.id };
}
