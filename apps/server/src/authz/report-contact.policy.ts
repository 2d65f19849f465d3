import type { Actor } from './actor';
import { isContractor, isReporter, managesOrganisation } from './actor';
import type { KnownReportFacts } from './reports.policy';

/**
 * Contact on site (docs/PRODUCT.md "Contact on site"): who gets whose name and phone
 * on a report they may read. The contractor assigned to the report gets the reporter
 * (and the address as a map link), the reporter gets the contractor's company, and
 * staff get both. The marketplace gets neither: no reporter personal data.
 */
export function contactFor(actor: Actor, r: KnownReportFacts): { reporter: boolean; contractor: boolean } {
  const staff = managesOrganisation(actor, r.organisationId);
  const assigned = isContractor(actor) && !!r.contractorId && actor.contractorId === r.contractorId;
  const reporter = isReporter(actor, r);
  return { reporter: staff || assigned, contractor: (staff || reporter) && !!r.contractorId };
}
