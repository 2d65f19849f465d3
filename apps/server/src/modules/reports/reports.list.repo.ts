import type { Priority, ReportStatus, Trade } from '@app/contract';
import type { Queryable } from '../../db';
import { type Condition, SqlParams } from '../../lib/sql';
import { nextDueSql, overdueSql } from '../deadlines';
import { searchCondition } from './report-search';
import { type ReportExtra, type ReportRow, selectReports } from './reports.read.repo';

/** What the errand list (and the export) may be narrowed by; the caller's scope comes on top. */
export interface ReportFilters {
  status?: ReportStatus[];
  trade?: Trade;
  priority?: Priority;
  propertyId?: string;
  premisesId?: string;
  contractorId?: string;
  organisationId?: string;
  equipmentId?: string;
  from?: string;
  to?: string;
  q?: string;
  overdue?: boolean;
  unassigned?: boolean;
  /**
   * The one organisation the caller's errands lie in, when there is one (a manager's or a
   * tenant's, or an administrator's organisation filter): a search's address lookup then reads
   * only its properties, not every property with that street in any organisation. It only
   * narrows what the scope already allows.
   */
  searchWithin?: string;
  /** The caller's own: reported by them (`reporterId`) or held by their contractor record. */
  mine?: { reporterId: string } | { contractorId: string };
}

export type ReportSortKey = 'created' | 'lastModified' | 'priority' | 'status' | 'due' | 'number';
export const sortColumns: Record<ReportSortKey, string> = {
  number: 'r.number',
  created: 'r.created_at',
  lastModified: 'r.updated_at',
  priority: `array_position(ARRAY['Low','Normal','High','Urgent']::text[], r.priority)`,
  status: `array_position(ARRAY['Open','InProgress','FollowingUp','Closed']::text[], r.status)`,
  due: nextDueSql('r'),
};

/** Columns an equality filter compares, by filter name. */
const equalityFilters = {
  trade: 'r.trade',
  priority: 'r.priority',
  propertyId: 'r.property_id',
  premisesId: 'r.premises_id',
  contractorId: 'r.contractor_id',
  organisationId: 'r.organisation_id',
  equipmentId: 'r.equipment_id',
} as const;

export interface ListSql {
  sql: string;
  countSql: string;
  params: unknown[];
  countParams: unknown[];
  /** The count stops after this many rows (`countSql` then answers `cap + 1`). */
  countCap: number;
  /**
   * False for a search: its statements are planned with the term on every call (QueryOptions).
   * How many rows a term matches decides the plan: a rare word is found through the trigram
   * index, a word in every errand by walking the organisation's errands in the list's order.
   */
  prepare: boolean;
}

/**
 * The list's total is exact up to this many errands and "10 000+" beyond: counting every
 * match of a large organisation on each page of 25 would make a page cost grow with the
 * organisation (docs/decisions/0018-errand-list-at-scale.md).
 */
export const TOTAL_CAP = 10_000;

/**
 * A search's total is exact up to this many matches and "1 000+" beyond. Each match counted is
 * a row whose text is compared: a word found in every errand of an organisation of 100,000
 * cost 10 ms to count to 10,001 against 3 ms for the page (docs/decisions/0018), and nobody reads
 * a thousand search hits; a narrower search is the way on, and pages beyond still page on.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * Pages up to this one carry their LIMIT and OFFSET (and the count its cap) as numbers in the
 * SQL text rather than as parameters. With a parameter for the LIMIT, PostgreSQL's generic plan
 * of a prepared statement assumes a tenth of the matching rows are read, so it never wins over a
 * custom plan and every page was planned anew: 2–3 ms of planning against 0.7 ms of executing
 * (docs/decisions/0034). As numbers, each connection plans a page's statement once. Later pages keep
 * parameters, so page numbers cannot multiply the prepared statements without bound, and so do
 * searches, which are not prepared at all (ListSql.prepare).
 */
const LITERAL_PAGES = 20;

/** A whole number for an SQL text; anything else is a programming error, never user input. */
function sqlInteger(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not an SQL integer: ${n}`);
  return String(n);
}

/**
 * The list query as text, so the scale test can EXPLAIN exactly what the API runs.
 * `scope` is the caller's condition from the report policy. Without `page` every
 * matching row is selected in the list's order (the export reads it through a cursor).
 */
export function buildListSql(
  scope: Condition,
  f: ReportFilters,
  sort: { key: ReportSortKey; desc: boolean },
  page: { page: number; pageSize: number } | null,
  extra?: ReportExtra,
): ListSql {
  const p = new SqlParams();
  const where = [scope(p)];
  if (f.status?.length) where.push(`r.status = ANY(${p.add(f.status)}::text[])`);
  for (const [key, column] of Object.entries(equalityFilters)) {
    const value = f[key as keyof typeof equalityFilters];
    if (value) where.push(`${column} = ${p.add(value)}`);
  }
  if (f.from) where.push(`r.created_at >= ${p.add(f.from)}::date`);
  if (f.to) where.push(`r.created_at < ${p.add(f.to)}::date + 1`);
  if (f.overdue !== undefined) where.push(`${f.overdue ? '' : 'NOT '}COALESCE(${overdueSql('r')}, false)`);
  if (f.unassigned) where.push(`(r.status = 'Open' AND r.contractor_id IS NULL)`);
  if (f.mine && 'reporterId' in f.mine) where.push(`r.reporter_id = ${p.add(f.mine.reporterId)}`);
  if (f.mine && 'contractorId' in f.mine) where.push(`r.contractor_id = ${p.add(f.mine.contractorId)}`);
  if (f.q) where.push(searchCondition(p, f.q, f.searchWithin));
  const whereSql = where.join(' AND ');
  // A page far beyond the cap still learns whether a next page exists: count to its end.
  const countCap = Math.max(f.q ? SEARCH_TOTAL_CAP : TOTAL_CAP, page ? page.page * page.pageSize : 0);
  const literal = !f.q && (!page || page.page <= LITERAL_PAGES);
  const countParams = literal ? [...p.values] : [...p.values, countCap + 1];
  const countLimit = literal ? sqlInteger(countCap + 1) : `$${countParams.length}`;
  const dir = sort.desc ? 'DESC' : 'ASC';
  const order = `${sortColumns[sort.key]} ${dir}, r.id ${dir}`;
  // A search counts its matches in the page's order, so the count is planned as the page is:
  // through the trigram index for a rare term, down the list's index for a term in every errand.
  // Unordered, a term in every errand of a large organisation was counted by a sequential scan
  // that stops at the cap, and PostgreSQL starts such a scan where the last one stopped
  // (synchronize_seqscans): one count in a few hundred read the other organisations' 890,000
  // errands before the first match, 100–260 ms against 2 ms (docs/decisions/0018).
  const countOrder = f.q ? ` ORDER BY ${order}` : '';
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM reports r WHERE ${whereSql}${countOrder} LIMIT ${countLimit}) capped`;
  const offset = page ? (page.page - 1) * page.pageSize : 0;
  const paging = !page
    ? ''
    : literal
      ? ` LIMIT ${sqlInteger(page.pageSize)} OFFSET ${sqlInteger(offset)}`
      : ` LIMIT ${p.add(page.pageSize)} OFFSET ${p.add(offset)}`;
  // A page is chosen from the errands alone and only its 25 rows are joined to the names they
  // show. A search matching thousands of errands (a street) is read through its indexes and
  // sorted, and joining every match before the sort cost twice the sort itself. And the planner
  // weighs each join against the organisation's whole row count: planning the list joined first
  // took 1.3–2.2 ms for 0.4–0.7 ms of executing, and 0.4 ms this way, which is what an
  // organisation of 100,000 paid on every page while PostgreSQL kept planning its statement with
  // the organisation's own statistics (docs/decisions/0018).
  const sql = page
    ? `${selectReports(extra, `(SELECT r.* FROM reports r WHERE ${whereSql} ORDER BY ${order}${paging})`)} ORDER BY ${order}`
    : `${selectReports(extra)} WHERE ${whereSql} ORDER BY ${order}${paging}`;
  return { sql, countSql, params: p.values, countParams, countCap, prepare: !f.q };
}

/** A list row: the report plus its photos' count and the first photo (the list's thumbnail). */
export type ReportListRow = ReportRow & { photoCount: number; coverFileId: string | null };

/** Photos of the listed errand `r`: its images with a thumbnail (PDFs and the rest are files). */
const PHOTOS_OF_R = `FROM report_files f WHERE f.report_id = r.id AND f.kind = 'image' AND f.thumb_key IS NOT NULL`;

/**
 * The list's photo columns: the number of photos and the first one added (the cover). Two
 * subqueries in the select list, each an index lookup on report_files by report
 * (report_files_report_idx, in the order files were added for the cover); with a LIMIT the planner
 * evaluates them after sorting and paging, so a page costs a few probes per shown row however
 * many errands match, and never a query per row from the service.
 */
export const LIST_PHOTOS: ReportExtra = {
  columns: `(SELECT count(*)::int ${PHOTOS_OF_R}) AS photo_count,
         (SELECT f.id ${PHOTOS_OF_R} ORDER BY f.seq LIMIT 1) AS cover_file_id`,
  join: '',
};

/**
 * A page of rows and the total: exact up to `countCap`, else `countCap` with `totalIsCapped`.
 * `knownCount` is the count query's answer when it is already known (list-totals.ts): then only
 * the page is read. `counted` is that answer, to be remembered.
 */
export async function listReports(
  q: Queryable,
  built: ListSql,
  knownCount?: number,
): Promise<{ rows: ReportListRow[]; total: number; totalIsCapped: boolean; counted: number }> {
  const options = { prepare: built.prepare };
  const rows = await q.query<ReportListRow>(built.sql, built.params, options);
  const counted =
    knownCount ??
    (await q.query<{ total: number }>(built.countSql, built.countParams, options))[0]?.total ??
    0;
  return {
    rows,
    total: Math.min(counted, built.countCap),
    totalIsCapped: counted > built.countCap,
    counted,
  };
}
