import { isContractor, isTenant, managesOrganisation } from './actor';
import type { ResourcePolicy } from './policy';
import { contractorHoldsReportSql, orgStaffScope, tenantPropertiesSql } from './scope';

/**
 * Equipment: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the equipment at the properties of their premises; contractors read the equipment
 * at the properties of the reports they hold (not the marketplace: equipment
 * details are for the one doing the job).
 */
export const equipmentPolicy: ResourcePolicy<{ organisationId: string }> = {
  mayList: () => true,
  scope(actor, p, alias) {
    if (isTenant(actor))
      return `(${alias}.organisation_id = ${p.add(actor.organisationId)}
               AND ${alias}.property_id IN (${tenantPropertiesSql(p, actor.id)}))`;
    if (isContractor(actor))
      return `EXISTS (SELECT 1 FROM reports r WHERE r.property_id = ${alias}.property_id
                      AND ${contractorHoldsReportSql(p, actor.contractorId!)})`;
    return orgStaffScope(actor, p, `${alias}.organisation_id`);
  },
  can: (actor, _action, record) => managesOrganisation(actor, record.organisationId),
};
