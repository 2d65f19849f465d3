import type { Property, PropertyCreate, PropertyListQuery, PropertyUpdate } from '@app/contract';
import { type Actor, scope } from '../../authz';
import type { Queryable } from '../../db';
import { findInScope, idMatch, listSorted, type ScopedTable } from '../../lib/scoped-table';
import { deleteById, insertRow, SqlParams, textSearch, updateById } from '../../lib/sql';

const COLUMNS = `p.id, p.organisation_id, p.address, p.type, p.city, p.postal_code, p.country, p.county,
  p.description, p.created_at AS created, p.updated_at AS last_modified`;

const PROPERTIES: ScopedTable = {
  columns: COLUMNS,
  from: 'properties p',
  id: 'p.id',
  defaultSort: 'address',
  sort: {
    address: 'p.address',
    city: 'p.city',
    postalCode: 'p.postal_code',
    type: 'p.type',
    created: 'p.created_at',
    lastModified: 'p.updated_at',
  },
};

const WRITABLE: Record<string, string> = {
  address: 'address',
  type: 'type',
  city: 'city',
  postalCode: 'postal_code',
  country: 'country',
  county: 'county',
  description: 'description',
};

/** The properties `actor` may read, filtered, searched, sorted and paged. */
export function listProperties(q: Queryable, actor: Actor, query: PropertyListQuery) {
  const p = new SqlParams();
  const where = [scope(actor, 'property', p, 'p')];
  if (query.type) where.push(`p.type = ${p.add(query.type)}`);
  if (query.city) where.push(`lower(p.city) = lower(${p.add(query.city)})`);
  if (query.organisationId) where.push(`p.organisation_id = ${p.add(query.organisationId)}`);
  if (query.q)
    where.push(textSearch(p, query.q, ['p.address', 'p.city', 'p.postal_code', 'p.county', 'p.description']));
  return listSorted<Property>(q, p, PROPERTIES, where, query);
}

/** One property if `actor` may read it. */
export function findProperty(q: Queryable, actor: Actor, id: string): Promise<Property | undefined> {
  return findInScope(q, PROPERTIES, idMatch(PROPERTIES, id), (p) => scope(actor, 'property', p, 'p'));
}

/** The columns a new property is written to: its organisation, then what may change. */
const INSERTED = { organisationId: 'organisation_id', ...WRITABLE };

export function insertProperty(
  q: Queryable,
  organisationId: string,
  body: Omit<PropertyCreate, 'organisationId'>,
): Promise<string> {
  return insertRow(q, 'properties', { ...body, organisationId }, INSERTED);
}

export function updateProperty(q: Queryable, id: string, patch: PropertyUpdate): Promise<void> {
  return updateById(q, 'properties', id, patch, WRITABLE);
}

export async function propertyHasReports(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM reports WHERE property_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export function deleteProperty(q: Queryable, id: string): Promise<void> {
  return deleteById(q, 'properties', id);
}

export async function organisationExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM organisations WHERE id = $1', [id]);
  return rows.length > 0;
}
