import type { SqlParams } from '../lib/sql';
import { type Actor, isContractor, isOrgStaff, isReporter, managesOrganisation } from './actor';
import type { ReportAccess, ReportFacts } from './reports.policy';
import { DENY, orgStaffScope } from './scope';

/**
 * Ratings and contractor statistics (docs/PRODUCT.md "Ratings"), deny by default.
 * The reporter rates their Closed report once, when a contractor worked on it (a
 * report withdrawn before anyone took it has no work to rate).
 */

export type RateOutcome = 'ok' | 'forbidden' | 'rated' | 'not_closed' | 'no_contractor';

/** Why the caller may or may not rate this report (for the service's answer and `can.rate`). */
export function rateOutcome(actor: Actor, r: ReportFacts, alreadyRated: boolean): RateOutcome {
  if (!isReporter(actor, r)) return 'forbidden';
  if (alreadyRated) return 'rated';
  if (r.status !== 'Closed') return 'not_closed';
  if (!r.contractorId) return 'no_contractor';
  return 'ok';
}

export const canRate = (actor: Actor, r: ReportFacts, alreadyRated: boolean) =>
  rateOutcome(actor, r, alreadyRated) === 'ok';

/**
 * How much of a rating the caller sees: the comment goes to the reporter, staff and the
 * rated contractor; anyone else who reads the report in full (a later contractor of a
 * reopened report) sees the score only; the marketplace view shows no rating.
 */
export function ratingVisibility(
  actor: Actor,
  r: Pick<ReportFacts, 'organisationId' | 'reporterId'>,
  access: ReportAccess,
  ratedContractorId: string | null,
): 'full' | 'score' | 'none' {
  if (access !== 'full') return 'none';
  if (managesOrganisation(actor, r.organisationId) || isReporter(actor, r)) return 'full';
  if (isContractor(actor) && actor.contractorId === ratedContractorId) return 'full';
  return 'score';
}

/** Contractor statistics: staff (their scope) and contractors (their own); tenants 403. */
export const mayReadContractorStats = (actor: Actor) => isOrgStaff(actor) || isContractor(actor);

/**
 * The rows statistics are computed over, given a row's organisation and contractor
 * columns: admins all, managers their organisation, a contractor their own work.
 */
export function contractorStatsScope(
  actor: Actor,
  p: SqlParams,
  organisationColumn: string,
  contractorColumn: string,
): string {
  if (isContractor(actor)) return `${contractorColumn} = ${p.add(actor.contractorId)}`;
  if (isOrgStaff(actor)) return orgStaffScope(actor, p, organisationColumn);
  return DENY;
}
