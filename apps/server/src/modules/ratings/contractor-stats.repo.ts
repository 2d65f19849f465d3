import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';

export interface ContractorStatsRow {
  contractorId: string;
  name: string;
  ratingAverage: number | null;
  ratingCount: number;
  medianHoursToAccept: number | null;
  medianHoursToFinish: number | null;
  accepted: number;
  closed: number;
  visits: number;
  keptVisitShare: number | null;
  medianHoursToQuoteDecision: number | null;
}

/** A condition over a row's organisation and contractor columns (from the ratings policy). */
export type StatsScope = (p: SqlParams, organisationColumn: string, contractorColumn: string) => string;

const hours = (from: string, to: string) => `(extract(epoch FROM ${to} - ${from}) / 3600)::float8`;

/**
 * Per contractor: the reports they accepted since `since` (count, closed, median hours
 * created → accepted and accepted → closed), the ratings given since then (average,
 * count), the share of visits booked since then that were kept (not moved or cancelled)
 * and the median hours their quotes decided since then waited for the decision. Medians in SQL (`percentile_cont`), as the dashboards compute theirs.
 */
export async function contractorStats(
  q: Queryable,
  scope: StatsScope,
  opts: { since: Date; contractorId?: string; limit?: number },
): Promise<ContractorStatsRow[]> {
  const p = new SqlParams();
  const since = p.add(opts.since.toISOString());
  const only = (column: string) => (opts.contractorId ? ` AND ${column} = ${p.add(opts.contractorId)}` : '');
  const work = `SELECT r.contractor_id,
      count(*)::int AS accepted,
      count(*) FILTER (WHERE r.status = 'Closed')::int AS closed,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours('r.created_at', 'r.accepted_at')}) AS to_accept,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours('r.accepted_at', 'r.closed_at')})
        FILTER (WHERE r.status = 'Closed' AND r.closed_at IS NOT NULL) AS to_finish
    FROM reports r
    WHERE r.contractor_id IS NOT NULL AND r.accepted_at >= ${since}::timestamptz
      AND ${scope(p, 'r.organisation_id', 'r.contractor_id')}${only('r.contractor_id')}
    GROUP BY r.contractor_id`;
  const rated = `SELECT rt.contractor_id, avg(rt.score)::float8 AS average, count(*)::int AS n
    FROM report_ratings rt
    WHERE rt.contractor_id IS NOT NULL AND rt.created_at >= ${since}::timestamptz
      AND ${scope(p, 'rt.organisation_id', 'rt.contractor_id')}${only('rt.contractor_id')}
    GROUP BY rt.contractor_id`;
  // An errand's visit counts as kept when it was never moved or cancelled after its booking.
  const visits = `SELECT v.contractor_id, count(*)::int AS n,
      count(*) FILTER (WHERE NOT v.changed)::int AS kept
    FROM (SELECT a.report_id, a.contractor_id,
            bool_or(a.kind IN ('visit_moved', 'visit_cancelled')) AS changed
          FROM report_actions a JOIN reports r ON r.id = a.report_id
          WHERE a.kind IN ('visit_planned', 'visit_moved', 'visit_cancelled') AND a.contractor_id IS NOT NULL
            AND a.created_at >= ${since}::timestamptz
            AND ${scope(p, 'r.organisation_id', 'a.contractor_id')}${only('a.contractor_id')}
          GROUP BY a.report_id, a.contractor_id) v
    GROUP BY v.contractor_id`;
  // Quote turnaround: submitted → approved or rejected, for the quotes decided in the window.
  const quotes = `SELECT q.contractor_id,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours('q.submitted_at', 'q.decided_at')}) AS to_decide
    FROM report_quotes q
    WHERE q.contractor_id IS NOT NULL AND q.decided_at >= ${since}::timestamptz
      AND ${scope(p, 'q.organisation_id', 'q.contractor_id')}${only('q.contractor_id')}
    GROUP BY q.contractor_id`;
  return q.query<ContractorStatsRow>(
    `WITH work AS (${work}), rated AS (${rated}), visits AS (${visits}), quotes AS (${quotes})
     SELECT c.id AS contractor_id, c.name,
       round(rated.average::numeric, 2) AS rating_average,
       coalesce(rated.n, 0) AS rating_count,
       round(work.to_accept::numeric, 2) AS median_hours_to_accept,
       round(work.to_finish::numeric, 2) AS median_hours_to_finish,
       coalesce(work.accepted, 0) AS accepted,
       coalesce(work.closed, 0) AS closed,
       coalesce(visits.n, 0) AS visits,
       round((visits.kept::numeric / nullif(visits.n, 0)), 4)::float8 AS kept_visit_share,
       round(quotes.to_decide::numeric, 2) AS median_hours_to_quote_decision
     FROM (SELECT contractor_id FROM work UNION SELECT contractor_id FROM rated) ids
     JOIN contractors c ON c.id = ids.contractor_id
     LEFT JOIN work ON work.contractor_id = ids.contractor_id
     LEFT JOIN rated ON rated.contractor_id = ids.contractor_id
     LEFT JOIN visits ON visits.contractor_id = ids.contractor_id
     LEFT JOIN quotes ON quotes.contractor_id = ids.contractor_id
     ORDER BY coalesce(work.accepted, 0) DESC, c.name, c.id
     LIMIT ${p.add(opts.limit ?? 50)}`,
    p.values,
  );
}
