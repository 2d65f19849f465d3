import type { Actor } from './actor';
import { isOrgStaff, managesOrganisation } from './actor';

/**
 * Deadlines (docs/PRODUCT.md "Deadlines"): an organisation's targets are read and set by its
 * managers and by admins. Others who can see the organisation (its tenants) get 403; those who
 * cannot see it get 404 from the organisation lookup first.
 */
export const canManageDeadlines = (actor: Actor, organisationId: string) =>
  managesOrganisation(actor, organisationId);

/** Acting on several reports at once: staff only; each report is then checked on its own. */
export const mayBulkChangeReports = (actor: Actor) => isOrgStaff(actor);
