import type { Priority, ReportStatus, Trade } from '@app/contract';
import type { ReportListScope } from '../../authz/reports.policy';
import type { Queryable } from '../../db';

/** A report row with the joined place, reporter and contractor names (one query, no N+1). */
export interface ReportRow {
  id: string;
  organisationId: string;
  propertyId: string;
  premisesId: string | null;
  equipmentId: string | null;
  whatBroke: string;
  description: string;
  customerNumber: string | null;
  trade: Trade;
  priority: Priority;
  status: ReportStatus;
  reporterId: string | null;
  reporterName: string | null;
  contractorId: string | null;
  contractorName: string | null;
  chatSessionId: string | null;
  language: 'sv' | 'en';
  address: string;
  city: string;
  premisesDesignation: string | null;
  acceptedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const SELECT = `
  SELECT r.id, r.organisation_id, r.property_id, r.premises_id, r.equipment_id, r.what_broke, r.description,
         r.customer_number, r.trade, r.priority, r.status, r.reporter_id, COALESCE(u.name, u.email) AS reporter_name,
         r.contractor_id, c.name AS contractor_name, r.chat_session_id, r.language,
         p.address, p.city, pr.designation AS premises_designation,
         r.accepted_at, r.closed_at, r.created_at, r.updated_at
  FROM reports r
  JOIN properties p ON p.id = r.property_id
  LEFT JOIN premises pr ON pr.id = r.premises_id
  LEFT JOIN contractors c ON c.id = r.contractor_id
  LEFT JOIN users u ON u.id = r.reporter_id`;

/** One report by id (exported as text for the scale test's EXPLAIN). */
export const REPORT_BY_ID_SQL = `${SELECT} WHERE r.id = $1`;

export async function findReport(q: Queryable, id: string): Promise<ReportRow | undefined> {
  const [row] = await q.query<ReportRow>(REPORT_BY_ID_SQL, [id]);
  return row;
}

export interface NewReport {
  organisationId: string;
  propertyId: string;
  premisesId: string | null;
  equipmentId: string | null;
  whatBroke: string;
  description: string;
  customerNumber: string | null;
  trade: Trade;
  priority: Priority;
  reporterId: string;
  chatSessionId: string | null;
  language: 'sv' | 'en';
}

export async function insertReport(q: Queryable, r: NewReport): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO reports (organisation_id, property_id, premises_id, equipment_id, what_broke, description,
       customer_number, trade, priority, reporter_id, chat_session_id, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      r.organisationId,
      r.propertyId,
      r.premisesId,
      r.equipmentId,
      r.whatBroke,
      r.description,
      r.customerNumber,
      r.trade,
      r.priority,
      r.reporterId,
      r.chatSessionId,
      r.language,
    ],
  );
  return row!.id;
}

/** Columns PUT may change, by their API names. */
const editable = {
  premisesId: 'premises_id',
  equipmentId: 'equipment_id',
  whatBroke: 'what_broke',
  description: 'description',
  customerNumber: 'customer_number',
  trade: 'trade',
  priority: 'priority',
} as const;
export type ReportFieldChanges = Partial<Record<keyof typeof editable, string | null>>;

export async function updateReportFields(q: Queryable, id: string, changes: ReportFieldChanges) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [key, column] of Object.entries(editable)) {
    const value = changes[key as keyof typeof editable];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  sets.push('updated_at = now()');
  await q.query(`UPDATE reports SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** The first accept wins: only an Open, unassigned report is taken; returns false for the loser. */
export async function acceptReport(q: Queryable, id: string, contractorId: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE reports SET status = 'InProgress', contractor_id = $2, accepted_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'Open' AND contractor_id IS NULL RETURNING id`,
    [id, contractorId],
  );
  return rows.length === 1;
}

/** Moves the status only if it is still `from`; a reopen clears the contractor and acceptance. */
export async function moveReport(
  q: Queryable,
  id: string,
  from: ReportStatus,
  to: ReportStatus,
  clearContractor: boolean,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE reports SET status = $3::text,
       closed_at = CASE WHEN $3::text = 'Closed' THEN now() ELSE NULL END,
       contractor_id = CASE WHEN $4::boolean THEN NULL ELSE contractor_id END,
       accepted_at = CASE WHEN $4::boolean THEN NULL ELSE accepted_at END,
       updated_at = now()
     WHERE id = $1 AND status = $2::text RETURNING id`,
    [id, from, to, clearContractor],
  );
  return rows.length === 1;
}

export async function touchReport(q: Queryable, id: string) {
  await q.query('UPDATE reports SET updated_at = now() WHERE id = $1', [id]);
}

export async function deleteReport(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM reports WHERE id = $1 RETURNING id', [id]);
  return rows.length === 1;
}

export interface ReportFilters {
  status?: ReportStatus[];
  trade?: Trade;
  priority?: Priority;
  propertyId?: string;
  premisesId?: string;
  contractorId?: string;
  organisationId?: string;
  from?: string;
  to?: string;
  q?: string;
  /** Reports handled by the contractor with this email (get-by-contractor). */
  contractorEmail?: string;
}

export type ReportSortKey = 'created' | 'lastModified' | 'priority' | 'status';
export const sortColumns: Record<ReportSortKey, string> = {
  created: 'r.created_at',
  lastModified: 'r.updated_at',
  priority: `array_position(ARRAY['Low','Normal','High','Urgent']::text[], r.priority)`,
  status: `array_position(ARRAY['Open','InProgress','FollowingUp','Closed']::text[], r.status)`,
};

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function scopeCondition(scope: ReportListScope, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  switch (scope.kind) {
    case 'all':
      return 'TRUE';
    case 'organisation':
      return `r.organisation_id = ${p(scope.organisationId)}`;
    case 'reporter':
      return `r.organisation_id = ${p(scope.organisationId)} AND r.reporter_id = ${p(scope.reporterId)}`;
    case 'contractor': {
      const parts: string[] = [];
      if (scope.contractorId) parts.push(`r.contractor_id = ${p(scope.contractorId)}`);
      if (scope.marketTrade)
        parts.push(`(r.status = 'Open' AND r.contractor_id IS NULL AND r.trade = ${p(scope.marketTrade)})`);
      return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
    }
    default:
      return 'FALSE';
  }
}

export interface ListSql {
  sql: string;
  countSql: string;
  params: unknown[];
  countParams: unknown[];
}

/** The list query as text, so the scale test can EXPLAIN exactly what the API runs. */
export function buildListSql(
  scope: ReportListScope,
  f: ReportFilters,
  sort: { key: ReportSortKey; desc: boolean },
  page: { page: number; pageSize: number },
): ListSql {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [scopeCondition(scope, params)];
  if (f.status?.length) where.push(`r.status = ANY(${p(f.status)}::text[])`);
  if (f.trade) where.push(`r.trade = ${p(f.trade)}`);
  if (f.priority) where.push(`r.priority = ${p(f.priority)}`);
  if (f.propertyId) where.push(`r.property_id = ${p(f.propertyId)}`);
  if (f.premisesId) where.push(`r.premises_id = ${p(f.premisesId)}`);
  if (f.contractorId) where.push(`r.contractor_id = ${p(f.contractorId)}`);
  if (f.organisationId) where.push(`r.organisation_id = ${p(f.organisationId)}`);
  if (f.from) where.push(`r.created_at >= ${p(f.from)}::date`);
  if (f.to) where.push(`r.created_at < ${p(f.to)}::date + 1`);
  if (f.contractorEmail)
    where.push(
      `r.contractor_id IN (SELECT id FROM contractors WHERE lower(email) = lower(${p(f.contractorEmail)}))`,
    );
  let join = '';
  if (f.q) {
    const like = p(likePattern(f.q));
    where.push(`(r.what_broke ILIKE ${like} OR r.description ILIKE ${like} OR p.address ILIKE ${like})`);
    join = 'JOIN properties p ON p.id = r.property_id';
  }
  const whereSql = where.join(' AND ');
  const countSql = `SELECT count(*)::int AS total FROM reports r ${join} WHERE ${whereSql}`;
  const countParams = [...params];
  const dir = sort.desc ? 'DESC' : 'ASC';
  const order = `${sortColumns[sort.key]} ${dir}, r.id ${dir}`;
  const limit = p(page.pageSize);
  const offset = p((page.page - 1) * page.pageSize);
  const sql = `${SELECT} WHERE ${whereSql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, countSql, params, countParams };
}

export async function listReports(
  q: Queryable,
  built: ListSql,
): Promise<{ rows: ReportRow[]; total: number }> {
  const rows = await q.query<ReportRow>(built.sql, built.params);
  const [count] = await q.query<{ total: number }>(built.countSql, built.countParams);
  return { rows, total: count?.total ?? 0 };
}
