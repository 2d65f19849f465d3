import type { ReportStatus, Trade } from '@app/contract';
import type { Queryable } from '../../db';
import { type Condition, SqlParams } from '../../lib/sql';
import { overdueSql } from '../deadlines';

/** Aggregates over the reports a caller may see; `scope` comes from the report policy. */

export interface CountsRow {
  unhandled: number;
  inProgress: number;
  completed: number;
}

const COUNTS = `count(*) FILTER (WHERE r.status = 'Open')::int AS unhandled,
  count(*) FILTER (WHERE r.status IN ('InProgress', 'FollowingUp'))::int AS in_progress,
  count(*) FILTER (WHERE r.status = 'Closed')::int AS completed`;

/** The counts query as text, so the scale test can EXPLAIN it. */
export function countsSql(scope: Condition): { sql: string; params: unknown[] } {
  const p = new SqlParams();
  return { sql: `SELECT ${COUNTS} FROM reports r WHERE ${scope(p)}`, params: p.values };
}

export async function counts(q: Queryable, scope: Condition): Promise<CountsRow> {
  const { sql, params } = countsSql(scope);
  const [row] = await q.query<CountsRow>(sql, params);
  return row ?? { unhandled: 0, inProgress: 0, completed: 0 };
}

export async function perTrade(q: Queryable, scope: Condition) {
  const p = new SqlParams();
  return q.query<CountsRow & { trade: Trade; total: number }>(
    `SELECT r.trade, ${COUNTS}, count(*)::int AS total FROM reports r WHERE ${scope(p)}
     GROUP BY r.trade ORDER BY total DESC, r.trade`,
    p.values,
  );
}

/** The busiest properties first; a dashboard shows at most `limit` of them. */
export async function perProperty(q: Queryable, scope: Condition, limit = 20) {
  const p = new SqlParams();
  const where = scope(p);
  return q.query<CountsRow & { propertyId: string; address: string; total: number }>(
    // Aggregate first, then look up the few properties: joining before grouping made
    // PostgreSQL hash every property of the database (3-4x slower at 1M reports).
    `SELECT t.*, p.address FROM (
       SELECT r.property_id, ${COUNTS}, count(*)::int AS total FROM reports r WHERE ${where} GROUP BY r.property_id
     ) t JOIN properties p ON p.id = t.property_id
     ORDER BY t.total DESC, p.address LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/** Accepted and closed reports per contractor, with the median hours from acceptance to closing. */
export async function perContractor(q: Queryable, scope: Condition, limit = 50) {
  const p = new SqlParams();
  const where = scope(p);
  return q.query<{
    contractorId: string;
    name: string;
    accepted: number;
    closed: number;
    medianHoursToClose: number | null;
  }>(
    `SELECT r.contractor_id, c.name,
       count(*) FILTER (WHERE r.accepted_at IS NOT NULL)::int AS accepted,
       count(*) FILTER (WHERE r.status = 'Closed')::int AS closed,
       round((percentile_cont(0.5) WITHIN GROUP (
         ORDER BY (extract(epoch FROM r.closed_at - r.accepted_at) / 3600)::float8
       ) FILTER (WHERE r.status = 'Closed' AND r.accepted_at IS NOT NULL))::numeric, 2) AS median_hours_to_close
     FROM reports r JOIN contractors c ON c.id = r.contractor_id
     WHERE ${where}
     GROUP BY r.contractor_id, c.name ORDER BY accepted DESC, c.name LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/**
 * The overdue count (as deadlines.repo's countOverdue) with the milliseconds until it next
 * changes by the clock alone (the nearest due time still ahead in the scope; null when none):
 * a cached dashboard must not outlive it.
 */
export async function overdueAndNextChange(
  q: Queryable,
  scope: Condition,
): Promise<{ overdue: number; nextChangeMs: number | null }> {
  const p = new SqlParams();
  const [row] = await q.query<{ overdue: number; nextChangeMs: number | null }>(
    `SELECT count(*) FILTER (WHERE ${overdueSql('r')})::int AS overdue,
       (extract(epoch FROM min(LEAST(
          CASE WHEN r.status = 'Open' AND r.accept_due_at >= now() THEN r.accept_due_at END,
          CASE WHEN r.finish_due_at >= now() THEN r.finish_due_at END)) - now()) * 1000)::float8 AS next_change_ms
     FROM reports r WHERE ${scope(p)} AND r.status <> 'Closed'`,
    p.values,
  );
  return { overdue: row?.overdue ?? 0, nextChangeMs: row?.nextChangeMs ?? null };
}

/** The kinds of timeline entry the dashboards' event feed shows. */
export const FEED_KINDS = [
  'created',
  'accepted',
  'assigned',
  'status_changed',
  'withdrawn',
  'reopened',
  'done',
  'handed_back',
  'sent_back',
] as const;

/**
 * Who sees which events, from the report policy, and whether that condition reads
 * the report alias (then the count must join reports).
 */
export interface EventScope {
  where: Condition;
  readsReports: boolean;
}

export interface EventRow {
  id: string;
  kind: (typeof FEED_KINDS)[number];
  reportId: string;
  reportNumber: number;
  title: string;
  address: string;
  actorName: string | null;
  toStatus: ReportStatus | null;
  createdAt: string;
}

/** The feed's page and count queries as text, so the scale test can EXPLAIN them. */
export function eventsSql(scope: EventScope, page: { limit: number; offset: number }) {
  const p = new SqlParams();
  const where = `a.kind = ANY(${p.add(FEED_KINDS)}::text[]) AND ${scope.where(p)}`;
  const from = `FROM report_actions a JOIN reports r ON r.id = a.report_id JOIN properties p ON p.id = r.property_id`;
  // Every action has its report and every report its property (foreign keys), so the
  // count joins reports only when the scope filters on them; joining them anyway made
  // PostgreSQL scan all reports (190 ms at 100k reports).
  const countFrom = scope.readsReports
    ? 'FROM report_actions a JOIN reports r ON r.id = a.report_id'
    : 'FROM report_actions a';
  const countSql = `SELECT count(*)::int AS total ${countFrom} WHERE ${where}`;
  const countParams = [...p.values];
  const sql = `SELECT a.id, a.kind, a.report_id, r.number AS report_number, r.what_broke AS title, p.address, a.actor_name, a.to_status, a.created_at ${from}
     WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`;
  return { countSql, countParams, sql, params: p.values };
}

export async function listEvents(
  q: Queryable,
  scope: EventScope,
  page: { limit: number; offset: number },
  /** The dashboard shows the latest few and needs no total. */
  opts: { total?: boolean } = {},
): Promise<{ rows: EventRow[]; total: number }> {
  const built = eventsSql(scope, page);
  const count =
    opts.total === false
      ? undefined
      : (await q.query<{ total: number }>(built.countSql, built.countParams))[0];
  const rows = await q.query<EventRow>(built.sql, built.params);
  return { rows, total: count?.total ?? 0 };
}
