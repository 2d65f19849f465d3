import { isContractor, isTenant, managesOrganisation } from './actor';
import type { ResourcePolicy } from './policy';
import { contractorSeesReportSql, orgStaffScope, tenantPropertiesSql } from './scope';

/**
 * Properties: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the properties of the premises they are linked to; contractors read the
 * properties of the reports they may see (theirs and their trade's marketplace).
 */
export const propertyPolicy: ResourcePolicy<{ organisationId: string }> = {
  mayList: () => true,
  scope(actor, p, alias) {
    if (isTenant(actor))
      return `(${alias}.organisation_id = ${p.add(actor.organisationId)}
               AND ${alias}.id IN (${tenantPropertiesSql(p, actor.id)}))`;
    if (isContractor(actor))
      return `EXISTS (SELECT 1 FROM reports r WHERE r.property_id = ${alias}.id
                      AND ${contractorSeesReportSql(p, actor.contractorId!)})`;
    return orgStaffScope(actor, p, `${alias}.organisation_id`);
  },
  can: (actor, _action, record) => managesOrganisation(actor, record.organisationId),
};
