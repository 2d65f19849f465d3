import type { NeedsActionGroupKey, NeedsActionItem } from '@app/contract';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';

/** Rows shown per group; the count covers them all. */
export const ITEMS_PER_GROUP = 20;
/** A rating below 3 stays on the list this long after it was given. */
export const LOW_RATING_DAYS = 14;

/** A condition over an organisation column, written by the authz policy with this statement's parameters. */
export type OrgScope = (p: SqlParams, column: string) => string;

export interface NeedsActionRow extends NeedsActionItem {
  groupKey: NeedsActionGroupKey;
  groupCount: number;
  total: number;
}

/**
 * Each group is one branch over the reports in scope, every branch narrowed by organisation and
 * status first (reports_org_status_created_idx, the due-time indexes of migration 0006), so the
 * list costs what an organisation's open errands cost, not what its history costs. An errand
 * may stand in several groups; `total` counts it once.
 */
function branches(p: SqlParams, scope: OrgScope): string {
  const r = scope(p, 'r.organisation_id');
  return `
  SELECT 'hazard' AS grp, r.id, h.created_at AS since, NULL::int AS score
    FROM reports r JOIN report_hazards h ON h.report_id = r.id
   WHERE ${r} AND r.status <> 'Closed'
  UNION ALL
  SELECT 'awaitingConfirmation', r.id,
         COALESCE((SELECT max(a.created_at) FROM report_actions a WHERE a.report_id = r.id AND a.kind = 'done'),
                  r.updated_at), NULL
    FROM reports r WHERE ${r} AND r.status = 'FollowingUp'
  UNION ALL
  SELECT 'quotePending', r.id, qt.submitted_at, NULL
    FROM report_quotes qt JOIN reports r ON r.id = qt.report_id
   WHERE ${scope(p, 'qt.organisation_id')} AND qt.status = 'pending' AND r.status = 'InProgress'
  UNION ALL
  SELECT 'unassignedLate', r.id, r.accept_due_at, NULL
    FROM reports r WHERE ${r} AND r.status = 'Open' AND r.contractor_id IS NULL AND r.accept_due_at < now()
  UNION ALL
  SELECT 'handedBack', r.id, last.created_at, NULL
    FROM reports r
    CROSS JOIN LATERAL (
      SELECT a.kind, a.created_at FROM report_actions a
       WHERE a.report_id = r.id AND a.kind IN ('created', 'reopened', 'handed_back')
       ORDER BY a.created_at DESC LIMIT 1) last
   WHERE ${r} AND r.status = 'Open' AND r.contractor_id IS NULL AND last.kind = 'handed_back'
  UNION ALL
  SELECT 'overdue', r.id, r.finish_due_at, NULL
    FROM reports r WHERE ${r} AND r.status = 'InProgress' AND r.finish_due_at < now()
  UNION ALL
  SELECT 'lowRating', g.report_id, g.created_at, g.score
    FROM report_ratings g
   WHERE ${scope(p, 'g.organisation_id')} AND g.score < 3
     AND g.created_at > now() - make_interval(days => ${p.add(LOW_RATING_DAYS)})`;
}

/** The first rows of every group, oldest first, with each group's count and the distinct total. */
export async function findNeedsAction(q: Queryable, scope: OrgScope): Promise<NeedsActionRow[]> {
  const p = new SqlParams();
  return q.query<NeedsActionRow>(
    `WITH items AS (${branches(p, scope)}),
     ranked AS (
       SELECT i.*, count(*) OVER (PARTITION BY i.grp)::int AS n,
              row_number() OVER (PARTITION BY i.grp ORDER BY i.since, i.id) AS rn
         FROM items i)
     SELECT k.grp AS group_key, k.n AS group_count, (SELECT count(DISTINCT id) FROM items)::int AS total,
            r.id AS report_id, r.number, r.what_broke AS title, pp.address,
            pr.designation AS premises_designation, r.priority, r.status, k.since, k.score
       FROM ranked k
       JOIN reports r ON r.id = k.id
       JOIN properties pp ON pp.id = r.property_id
       LEFT JOIN premises pr ON pr.id = r.premises_id
      WHERE k.rn <= ${p.add(ITEMS_PER_GROUP)}
      ORDER BY k.grp, k.rn`,
    p.values,
  );
}
