import { placePolicy } from './place-policy';
import { tenantPropertiesSql } from './scope';

/**
 * Properties: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the properties of the premises they are linked to; contractors read the
 * properties of the reports they may see (theirs and their trade's marketplace).
 */
export const propertyPolicy = placePolicy({
  tenantLink: (alias, p, userId) => `${alias}.id IN (${tenantPropertiesSql(p, userId)})`,
  reportLink: (alias) => `r.property_id = ${alias}.id`,
  contractorView: 'all',
});
