import { organisationRoles, type Role, type UserCapabilities } from '@app/contract';
import { type Actor, isAdmin, isContractor, isManager, isOrgStaff } from './actor';
import { reportsAtRentedPremises } from './assistant.policy';
import { mayReadAuditLog } from './audit.policy';
import { mayBulkChangeReports } from './deadlines.policy';
import { managesIntegrations } from './integrations.policy';
import { organisationPolicy } from './organisations.policy';
import { mayReadContractorStats } from './ratings.policy';
import { canCreateReports } from './reports.policy';

/**
 * User accounts (docs/PRODUCT.md "Roles and rights"): admins manage everyone; a
 * manager manages the managers and tenants of their own organisation. Accounts
 * outside the caller's reach answer 404, like accounts that do not exist.
 */

/** The roles a manager may invite into and manage in their own organisation. */
export const ORGANISATION_ROLES: readonly Role[] = organisationRoles;

/**
 * The organisation a user or invite list is limited to: admins any (or the one they
 * ask for), managers always their own.
 */
export function userListOrganisation(actor: Actor, requested: string | undefined): string | undefined {
  return isAdmin(actor) ? requested : (actor.organisationId ?? undefined);
}

/** Whether `actor` may manage the account `target`. */
export function mayManageUser(actor: Actor, target: { organisationId: string | null; role: Role }): boolean {
  if (isAdmin(actor)) return true;
  return target.organisationId === actor.organisationId && ORGANISATION_ROLES.includes(target.role);
}

/**
 * Whether `actor` may erase the person behind `target` (docs/PRODUCT.md "Erasure of a person"):
 * whoever manages the account, never their own.
 */
export function mayEraseUser(
  actor: Actor,
  target: { id: string; organisationId: string | null; role: Role },
) {
  return target.id !== actor.id && mayManageUser(actor, target);
}

/** What the signed-in user may do beyond reading; the client shows pages and buttons from it. */
export function userCapabilities(actor: Actor): UserCapabilities {
  return {
    createReport: canCreateReports(actor),
    writeProperties: isOrgStaff(actor),
    writeContractors: isAdmin(actor),
    manageAllUsers: isAdmin(actor),
    // Admins belong to no organisation: manageAllUsers covers them.
    manageOrganisationUsers: isManager(actor),
    editReportLanguage:
      actor.organisationId !== null && organisationPolicy.can(actor, 'update', { id: actor.organisationId }),
    readContractorStats: mayReadContractorStats(actor),
    manageReports: mayBulkChangeReports(actor),
    readJobQueue: isAdmin(actor),
    readAuditLog: mayReadAuditLog(actor),
    chooseNewReportsLevel: isManager(actor),
    hearArrivals: isManager(actor) || isContractor(actor),
    reportAtRentedPremises: reportsAtRentedPremises(actor),
    manageIntegrations: actor.organisationId !== null && managesIntegrations(actor, actor.organisationId),
  };
}
