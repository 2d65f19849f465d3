import type { Actor } from './actor';
import { reportFields } from './report-fields.policy';
import { type KnownReportFacts, reportAccess } from './reports.policy';

/**
 * Contact on site (docs/PRODUCT.md "Contact on site"): who gets whose name and phone
 * on a report they may read, as the field table has it (report-fields.policy.ts). The
 * contractor assigned to the report gets the reporter (and the address as a map link),
 * the reporter gets the contractor's company, and staff get both. The marketplace gets
 * neither: no reporter personal data.
 */
export function contactFor(actor: Actor, r: KnownReportFacts): { reporter: boolean; contractor: boolean } {
  // The marketplace needs the caller's trade to be told apart from no access; it reads no contact either way.
  const fields = reportFields(actor, r, reportAccess(actor, r));
  return {
    reporter: fields.has('reporterContact'),
    contractor: fields.has('contractorContact') && !!r.contractorId,
  };
}
