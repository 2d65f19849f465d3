import { placePolicy } from './place-policy';
import { tenantPremisesSql } from './scope';

/** SQL over the users table (alias `u`): the accounts that may be linked to premises, tenants. */
export const premisesTenantSql = (u = 'users') => `${u}.role = 'PropertyTenant'`;

/**
 * Premises: Admin everywhere, managers in their organisation (CRUD). Tenants read
 * the premises they are linked to; contractors read the premises of the reports
 * they may see.
 */
export const premisesPolicy = placePolicy({
  tenantLink: (alias, p, userId) => `${alias}.id IN (${tenantPremisesSql(p, userId)})`,
  reportLink: (alias) => `r.premises_id = ${alias}.id`,
  contractorView: 'all',
});
