import type { SqlParams } from '../lib/sql';
import { type Actor, isAdmin, isManager } from './actor';

/**
 * Building blocks of read scopes: SQL boolean expressions over a table alias whose
 * parameters go into the statement's SqlParams. Deny by default: anything not
 * granted is `FALSE`, so a lookup outside the caller's reach finds nothing (404).
 */
export const ALLOW = 'TRUE';
export const DENY = 'FALSE';

/** Admin: everything; manager: rows whose `column` is their organisation; anyone else: nothing. */
export function orgStaffScope(actor: Actor, p: SqlParams, column: string): string {
  if (isAdmin(actor)) return ALLOW;
  if (isManager(actor)) return `${column} = ${p.add(actor.organisationId)}`;
  return DENY;
}

/** Subquery: ids of the premises the tenant `userId` is linked to. */
export function tenantPremisesSql(p: SqlParams, userId: string): string {
  return `SELECT pt.premises_id FROM premises_tenants pt WHERE pt.user_id = ${p.add(userId)}`;
}

/** Subquery: ids of the properties holding premises the tenant `userId` is linked to. */
export function tenantPropertiesSql(p: SqlParams, userId: string): string {
  return `SELECT tp.property_id FROM premises tp JOIN premises_tenants tpt ON tpt.premises_id = tp.id
          WHERE tpt.user_id = ${p.add(userId)}`;
}
