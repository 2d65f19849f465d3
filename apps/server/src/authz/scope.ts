import type { Queryable } from '../db';
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

/** The premises ids a tenant is linked to (for code that wants the list, not a subquery). */
export async function tenantPremisesIds(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ premisesId: string }>(
    'SELECT premises_id FROM premises_tenants WHERE user_id = $1 ORDER BY premises_id',
    [userId],
  );
  return rows.map((r) => r.premisesId);
}

/**
 * Reports a contractor may see, as a condition over report alias `r`: those they
 * hold (accepted or assigned, any status) and the marketplace of Open, unassigned
 * reports in their trade.
 */
export function contractorSeesReportSql(p: SqlParams, contractorId: string, r = 'r'): string {
  const c = p.add(contractorId);
  return `(${r}.contractor_id = ${c} OR (${r}.status = 'Open' AND ${r}.contractor_id IS NULL
           AND ${r}.trade = (SELECT ct.trade FROM contractors ct WHERE ct.id = ${c})))`;
}

/** Reports a contractor holds (accepted or assigned to them), as a condition over alias `r`. */
export function contractorHoldsReportSql(p: SqlParams, contractorId: string, r = 'r'): string {
  return `${r}.contractor_id = ${p.add(contractorId)}`;
}
