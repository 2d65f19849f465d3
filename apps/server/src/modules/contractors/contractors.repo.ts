import type { Contractor, ContractorCreate, ContractorListQuery, ContractorUpdate } from '@app/contract';
import { type Actor, scope } from '../../authz';
import type { Queryable } from '../../db';
import { findInScope, idMatch, listSorted, type ScopedTable } from '../../lib/scoped-table';
import { deleteById, insertRow, SqlParams, textSearch, updateById } from '../../lib/sql';

const TIMES = 'c.created_at AS created, c.updated_at AS last_modified';

const CONTRACTORS: ScopedTable = {
  columns: `c.id, c.name, c.phone, c.email, c.trade, c.description, c.user_id, ${TIMES}`,
  from: 'contractors c',
  id: 'c.id',
  defaultSort: 'name',
  sort: { name: 'c.name', trade: 'c.trade', created: 'c.created_at', lastModified: 'c.updated_at' },
};
/** For tenants: name and trade, with the contact details left out. */
const WITHOUT_CONTACT: ScopedTable = {
  ...CONTRACTORS,
  columns: `c.id, c.name, NULL::text AS phone, NULL::text AS email, c.trade, NULL::text AS description,
       NULL::uuid AS user_id, ${TIMES}`,
};
/** Everything, or (for tenants) without the contact details. */
const contractors = (full: boolean) => (full ? CONTRACTORS : WITHOUT_CONTACT);
const scoped = (actor: Actor) => (p: SqlParams) => scope(actor, 'contractor', p, 'c');

const WRITABLE: Record<string, string> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  trade: 'trade',
  description: 'description',
};

export function listContractors(q: Queryable, actor: Actor, query: ContractorListQuery, full: boolean) {
  const p = new SqlParams();
  const where = [scope(actor, 'contractor', p, 'c')];
  if (query.trade) where.push(`c.trade = ${p.add(query.trade)}`);
  if (query.q) where.push(textSearch(p, query.q, full ? ['c.name', 'c.email', 'c.description'] : ['c.name']));
  return listSorted<Contractor>(q, p, contractors(full), where, query);
}

/** One contractor by id if `actor` may read it. */
export function findContractor(q: Queryable, actor: Actor, id: string, full: boolean) {
  return findInScope<Contractor>(q, contractors(full), idMatch(CONTRACTORS, id), scoped(actor));
}

/** One contractor by email (case-insensitive) if `actor` may read it. */
export function findContractorByEmail(q: Queryable, actor: Actor, email: string, full: boolean) {
  const match = (p: SqlParams) => `lower(c.email) = lower(${p.add(email)})`;
  return findInScope<Contractor>(q, contractors(full), match, scoped(actor));
}

export function insertContractor(q: Queryable, body: ContractorCreate): Promise<string> {
  return insertRow(q, 'contractors', body, WRITABLE);
}

export function updateContractor(q: Queryable, id: string, patch: ContractorUpdate): Promise<void> {
  return updateById(q, 'contractors', id, patch, WRITABLE);
}

/** Reports the contractor is working on now: deleting them would leave work without a hand. */
export async function contractorHasActiveReports(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM reports WHERE contractor_id = $1 AND status IN ('InProgress', 'FollowingUp') LIMIT 1`,
    [id],
  );
  return rows.length > 0;
}

export function deleteContractor(q: Queryable, id: string): Promise<void> {
  return deleteById(q, 'contractors', id);
}
