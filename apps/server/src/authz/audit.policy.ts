import { type Actor, isAdmin, isOrgStaff } from './actor';

/**
 * The audit log (docs/PRODUCT.md "Audit log"): administrators read every entry; a manager
 * reads the entries about their own organisation. Nobody writes it but the services.
 */
export const mayReadAuditLog = (actor: Actor) => isOrgStaff(actor);

/** The organisation the caller's audit reading is limited to: an admin's choice, a manager's own. */
export function auditLogOrganisation(actor: Actor, requested: string | undefined): string | undefined {
  return isAdmin(actor) ? requested : (actor.organisationId ?? undefined);
}
