import type { Premises, PremisesCreate, PremisesListQuery, PremisesUpdate } from '@app/contract';
import { type Actor, premisesTenantSql, scope } from '../../authz';
import type { Queryable } from '../../db';
import { findInScope, idMatch, listSorted, type ScopedTable } from '../../lib/scoped-table';
import { deleteById, insertRow, SqlParams, textSearch, updateById } from '../../lib/sql';

const BASE_COLUMNS = `pm.id, pm.organisation_id, pm.property_id, pm.designation, pm.floor, pm.area_sqm,
  pm.description, pm.created_at AS created, pm.updated_at AS last_modified`;
/** The linked tenants, for callers allowed to see them (text[] parses the same on both drivers). */
const TENANT_IDS = `ARRAY(SELECT pt.user_id::text FROM premises_tenants pt WHERE pt.premises_id = pm.id
  ORDER BY pt.user_id) AS tenant_ids`;

const PREMISES: ScopedTable = {
  columns: BASE_COLUMNS,
  from: 'premises pm',
  id: 'pm.id',
  defaultSort: 'designation',
  sort: {
    designation: 'pm.designation',
    floor: 'pm.floor',
    areaSqm: 'pm.area_sqm',
    created: 'pm.created_at',
    lastModified: 'pm.updated_at',
  },
};
/** The premises table, selecting the linked tenants too when asked. */
const premises = (withTenants: boolean): ScopedTable =>
  withTenants ? { ...PREMISES, columns: `${BASE_COLUMNS}, ${TENANT_IDS}` } : PREMISES;

const WRITABLE: Record<string, string> = {
  designation: 'designation',
  floor: 'floor',
  areaSqm: 'area_sqm',
  description: 'description',
};

export function listPremises(q: Queryable, actor: Actor, query: PremisesListQuery, withTenants: boolean) {
  const p = new SqlParams();
  const where = [scope(actor, 'premises', p, 'pm')];
  if (query.propertyId) where.push(`pm.property_id = ${p.add(query.propertyId)}`);
  if (query.q) where.push(textSearch(p, query.q, ['pm.designation', 'pm.description']));
  return listSorted<Premises>(q, p, premises(withTenants), where, query);
}

export function findPremises(q: Queryable, actor: Actor, id: string, withTenants = false) {
  const scoped = (p: SqlParams) => scope(actor, 'premises', p, 'pm');
  return findInScope<Premises>(q, premises(withTenants), idMatch(PREMISES, id), scoped);
}

/** The columns a new premises is written to: its organisation and property, then what may change. */
const INSERTED = { organisationId: 'organisation_id', propertyId: 'property_id', ...WRITABLE };

export function insertPremises(
  q: Queryable,
  organisationId: string,
  body: Omit<PremisesCreate, 'tenantIds'>,
): Promise<string> {
  return insertRow(q, 'premises', { ...body, organisationId }, INSERTED);
}

export function updatePremises(q: Queryable, id: string, patch: PremisesUpdate): Promise<void> {
  return updateById(q, 'premises', id, patch, WRITABLE);
}

export function deletePremises(q: Queryable, id: string): Promise<void> {
  return deleteById(q, 'premises', id);
}

/**
 * Makes exactly `userIds` the tenants of the premises. A tenant unlinked moves out: the time is
 * kept, and their errands there stay theirs to read for a while (authz/reports.policy.ts); one
 * linked again has not moved out.
 */
export async function setPremisesTenants(q: Queryable, premisesId: string, userIds: string[]): Promise<void> {
  await q.query(
    `WITH gone AS (
       DELETE FROM premises_tenants WHERE premises_id = $1 AND NOT (user_id = ANY($2::uuid[])) RETURNING user_id)
     INSERT INTO premises_move_outs (premises_id, user_id) SELECT $1, user_id FROM gone
     ON CONFLICT (premises_id, user_id) DO UPDATE SET moved_out_at = now()`,
    [premisesId, userIds],
  );
  await q.query('DELETE FROM premises_move_outs WHERE premises_id = $1 AND user_id = ANY($2::uuid[])', [
    premisesId,
    userIds,
  ]);
  await q.query(
    `INSERT INTO premises_tenants (premises_id, user_id) SELECT $1, u FROM unnest($2::uuid[]) AS u
     ON CONFLICT DO NOTHING`,
    [premisesId, userIds],
  );
}

/** How many of `userIds` are tenants of `organisationId`. */
export async function countOrganisationTenants(
  q: Queryable,
  organisationId: string,
  userIds: string[],
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*) AS n FROM users
     WHERE id = ANY($1::uuid[]) AND ${premisesTenantSql()} AND organisation_id = $2`,
    [userIds, organisationId],
  );
  return row?.n ?? 0;
}
