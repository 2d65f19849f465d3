import type { DeadlineTarget, Priority } from '@app/contract';
import type { Queryable } from '../../db';
import { type Condition, SqlParams } from '../../lib/sql';
import { overdueSql } from './overdue';

/** The organisation's targets: its own where set, the defaults otherwise; most urgent first. */
export async function findTargets(q: Queryable, organisationId: string): Promise<DeadlineTarget[]> {
  return q.query<DeadlineTarget>(
    `SELECT d.priority, COALESCE(t.accept_minutes, d.accept_minutes) AS accept_minutes,
            COALESCE(t.finish_minutes, d.finish_minutes) AS finish_minutes
     FROM deadline_defaults d
     LEFT JOIN deadline_targets t ON t.priority = d.priority AND t.organisation_id = $1
     ORDER BY array_position(ARRAY['Urgent','High','Normal','Low']::text[], d.priority)`,
    [organisationId],
  );
}

export async function saveTarget(
  q: Queryable,
  organisationId: string,
  t: { priority: Priority; acceptMinutes: number; finishMinutes: number },
) {
  await q.query(
    `INSERT INTO deadline_targets (organisation_id, priority, accept_minutes, finish_minutes)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (organisation_id, priority)
     DO UPDATE SET accept_minutes = EXCLUDED.accept_minutes, finish_minutes = EXCLUDED.finish_minutes`,
    [organisationId, t.priority, t.acceptMinutes, t.finishMinutes],
  );
}

/** How many of the reports in `scope` are overdue now (the dashboards' count). */
export async function countOverdue(q: Queryable, scope: Condition): Promise<number> {
  const p = new SqlParams();
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reports r WHERE ${scope(p)} AND ${overdueSql('r')}`,
    p.values,
  );
  return row?.n ?? 0;
}
