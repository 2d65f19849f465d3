import type { SqlParams } from '../lib/sql';
import { type Actor, isAdmin, isContractor, isOrgStaff, isTenant, managesOrganisation } from './actor';
import type { ResourcePolicy } from './policy';
import { type ReportView, reportScope } from './reports.policy';
import { orgStaffScope } from './scope';

/** Adds properties, premises and equipment at all (`can` then decides per organisation): staff. */
export const mayCreatePlaces = (actor: Actor) => isOrgStaff(actor);

/** Names the organisation of a new property: an Admin; everyone else creates in their own. */
export const choosesPlaceOrganisation = (actor: Actor) => isAdmin(actor);

/** The tenants linked to premises are personal data: only staff receive `tenantIds`. */
export const seesPremisesTenants = (actor: Actor) => isOrgStaff(actor);

/**
 * The shape shared by properties, premises and equipment: Admin everywhere and
 * managers in their organisation (CRUD); a tenant reads the rows linked to their
 * premises (`tenantLink`, inside their organisation); a contractor reads the rows
 * of the reports they may see in `contractorView` (`reportLink` ties report alias
 * `r` to the row).
 */
export function placePolicy(rules: {
  tenantLink: (alias: string, p: SqlParams, userId: string) => string;
  reportLink: (alias: string) => string;
  contractorView: ReportView;
}): ResourcePolicy<{ organisationId: string }> {
  return {
    mayList: () => true,
    scope(actor, p, alias) {
      if (isTenant(actor)) {
        const org = p.add(actor.organisationId);
        return `(${alias}.organisation_id = ${org} AND ${rules.tenantLink(alias, p, actor.id)})`;
      }
      if (isContractor(actor))
        return `EXISTS (SELECT 1 FROM reports r WHERE ${rules.reportLink(alias)}
                        AND ${reportScope(actor, p, 'r', rules.contractorView)})`;
      return orgStaffScope(actor, p, `${alias}.organisation_id`);
    },
    can: (actor, _action, record) => managesOrganisation(actor, record.organisationId),
  };
}
