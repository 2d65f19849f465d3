import type { ReportStatus } from '@app/contract';
import { type Actor, isReporter } from './actor';

/**
 * Who offers times for the visit (docs/PRODUCT.md "Visits"): the reporter of their own errand,
 * while the work is still to be done (Open or InProgress). Who reads them is the field table's
 * `times` (report-fields.policy.ts): never the marketplace.
 */
export function canOfferTimes(
  actor: Actor,
  r: { organisationId: string; reporterId: string | null; status: ReportStatus },
): boolean {
  return isReporter(actor, r) && (r.status === 'Open' || r.status === 'InProgress');
}

/** The reporter of the errand, whatever its status: a refusal for them is a 409, not a 403. */
export const offersTimesAtAll = (actor: Actor, r: { organisationId: string; reporterId: string | null }) =>
  isReporter(actor, r);
