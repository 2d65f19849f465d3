import type {
  Organisation,
  OrganisationCreate,
  OrganisationListQuery,
  OrganisationUpdate,
} from '@app/contract';
import { type Actor, scope } from '../../authz';
import type { Queryable } from '../../db';
import { findInScope, idMatch, listSorted, type ScopedTable } from '../../lib/scoped-table';
import { deleteById, SqlParams, textSearch, updateById } from '../../lib/sql';

const ORGANISATIONS: ScopedTable = {
  columns:
    'o.id, o.name, o.report_language, o.maintenance_lead_days, o.on_call_phone, o.quote_limit_sek, o.retention_years, o.created_at AS created, o.updated_at AS last_modified',
  from: 'organisations o',
  id: 'o.id',
  defaultSort: 'name',
  sort: { name: 'o.name', created: 'o.created_at', lastModified: 'o.updated_at' },
};
const WRITABLE: Record<string, string> = {
  name: 'name',
  reportLanguage: 'report_language',
  maintenanceLeadDays: 'maintenance_lead_days',
  onCallPhone: 'on_call_phone',
  quoteLimitSek: 'quote_limit_sek',
  retentionYears: 'retention_years',
};

export function listOrganisations(q: Queryable, actor: Actor, query: OrganisationListQuery) {
  const p = new SqlParams();
  const where = [scope(actor, 'organisation', p, 'o')];
  if (query.q) where.push(textSearch(p, query.q, ['o.name']));
  return listSorted<Organisation>(q, p, ORGANISATIONS, where, query);
}

export function findOrganisation(q: Queryable, actor: Actor, id: string): Promise<Organisation | undefined> {
  const scoped = (p: SqlParams) => scope(actor, 'organisation', p, 'o');
  return findInScope(q, ORGANISATIONS, idMatch(ORGANISATIONS, id), scoped);
}

/**
 * The organisation's on-call number, for a caller already allowed to read something of it (an
 * errand of it): the number is given to everyone who reports there, with the safety advice.
 */
export async function onCallPhoneOf(q: Queryable, organisationId: string): Promise<string | null> {
  const [row] = await q.query<{ onCallPhone: string | null }>(
    'SELECT on_call_phone FROM organisations WHERE id = $1',
    [organisationId],
  );
  return row?.onCallPhone ?? null;
}

export async function insertOrganisation(q: Queryable, body: OrganisationCreate): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO organisations (name, report_language, maintenance_lead_days, on_call_phone, quote_limit_sek, retention_years)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      body.name,
      body.reportLanguage,
      body.maintenanceLeadDays ?? 14,
      body.onCallPhone ?? null,
      body.quoteLimitSek ?? null,
      body.retentionYears ?? 6,
    ],
  );
  return row!.id;
}

export function updateOrganisation(q: Queryable, id: string, patch: OrganisationUpdate): Promise<void> {
  return updateById(q, 'organisations', id, patch, WRITABLE);
}

/**
 * Removes the organisation and, by cascade, everything it owns
 * (see docs/decisions/0001-database-pglite-and-postgres.md).
 */
export function deleteOrganisation(q: Queryable, id: string): Promise<void> {
  return deleteById(q, 'organisations', id);
}
