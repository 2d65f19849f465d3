import { placePolicy } from './place-policy';
import { tenantPropertiesSql } from './scope';

/**
 * Equipment: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the equipment at the properties of their premises; contractors read the equipment
 * at the properties of the reports they hold (not the marketplace: equipment
 * details are for the one doing the job).
 */
export const equipmentPolicy = placePolicy({
  tenantLink: (alias, p, userId) => `${alias}.property_id IN (${tenantPropertiesSql(p, userId)})`,
  reportLink: (alias) => `r.property_id = ${alias}.property_id`,
  contractorView: 'mine',
});
