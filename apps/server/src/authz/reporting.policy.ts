import { type Actor, isAdmin, isOrgStaff } from './actor';

/**
 * The overviews over many errands and places (docs/PRODUCT.md "Roles and rights"): managers
 * see their organisation's, admins everyone's; tenants and contractors are refused (403).
 * What each covers is still the caller's report or equipment scope.
 */
export const mayReadStatistics = (actor: Actor) => isOrgStaff(actor);
export const mayExportReports = (actor: Actor) => isOrgStaff(actor);
export const mayReadServiceDue = (actor: Actor) => isOrgStaff(actor);

/** The organisation a statistic is narrowed to: an admin may choose one; a manager's is their scope. */
export const statisticsOrganisation = (actor: Actor, requested: string | undefined) =>
  isAdmin(actor) ? requested : undefined;
