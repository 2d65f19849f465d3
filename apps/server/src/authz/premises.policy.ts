import { isContractor, isTenant, managesOrganisation } from './actor';
import type { ResourcePolicy } from './policy';
import { contractorSeesReportSql, orgStaffScope, tenantPremisesSql } from './scope';

/**
 * Premises: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the premises they are linked to; contractors read the premises of the reports
 * they may see.
 */
export const premisesPolicy: ResourcePolicy<{ organisationId: string }> = {
  mayList: () => true,
  scope(actor, p, alias) {
    if (isTenant(actor))
      return `(${alias}.organisation_id = ${p.add(actor.organisationId)}
               AND ${alias}.id IN (${tenantPremisesSql(p, actor.id)}))`;
    if (isContractor(actor))
      return `EXISTS (SELECT 1 FROM reports r WHERE r.premises_id = ${alias}.id
                      AND ${contractorSeesReportSql(p, actor.contractorId!)})`;
    return orgStaffScope(actor, p, `${alias}.organisation_id`);
  },
  can: (actor, _action, record) => managesOrganisation(actor, record.organisationId),
};
