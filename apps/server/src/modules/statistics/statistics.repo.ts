import type { Statistics, Trade } from '@app/contract';
import type { Queryable } from '../../db';
import { addMonths, localMonth, ORGANISATION_TIME_ZONE } from '../../lib/org-time';
import { type Condition, SqlParams } from '../../lib/sql';

/** Twelve calendar months on the organisations' clock, ending with the one holding `now`, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const current = localMonth(now);
  return Array.from({ length: 12 }, (_, i) => addMonths(current, i - 11));
}

/** A time's month on the organisations' clock, in SQL (an errand of 23:30 UTC on the 31st is next month's in Stockholm). */
const monthOf = (column: string) => `to_char(${column} AT TIME ZONE '${ORGANISATION_TIME_ZONE}', 'YYYY-MM')`;
/** The start of `month` on the organisations' clock, as a timestamptz parameter. */
const monthStart = (p: SqlParams, month: string) =>
  `(${p.add(`${month}-01 00:00`)}::timestamp AT TIME ZONE '${ORGANISATION_TIME_ZONE}')`;

interface FlowRow {
  month: string;
  key: string;
  created: number;
  closed: number;
}

/**
 * Created and closed per month and `key` (a column of reports). Two range scans, one on
 * created_at and one on closed_at, grouped in the database: no errand rows reach the server.
 */
async function flows(q: Queryable, scope: Condition, key: string, since: string): Promise<FlowRow[]> {
  const p = new SqlParams();
  const where = scope(p);
  const from = monthStart(p, since);
  return q.query<FlowRow>(
    `SELECT month, key, sum(created)::int AS created, sum(closed)::int AS closed FROM (
       SELECT ${monthOf('r.created_at')} AS month, ${key}::text AS key,
              count(*) AS created, 0 AS closed
         FROM reports r WHERE ${where} AND r.created_at >= ${from} GROUP BY 1, 2
       UNION ALL
       SELECT ${monthOf('r.closed_at')}, ${key}::text, 0, count(*)
         FROM reports r WHERE ${where} AND r.closed_at >= ${from} GROUP BY 1, 2
     ) f GROUP BY month, key ORDER BY month, key`,
    p.values,
  );
}

async function medians(q: Queryable, scope: Condition, since: string) {
  const p = new SqlParams();
  return q.query<{ month: string; hours: number }>(
    `SELECT ${monthOf('r.closed_at')} AS month,
            round((percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM r.closed_at - r.created_at)) / 3600)::numeric, 1) AS hours
       FROM reports r WHERE ${scope(p)} AND r.closed_at >= ${monthStart(p, since)} GROUP BY 1`,
    p.values,
  );
}

export async function statistics(q: Queryable, scope: Condition, now: Date): Promise<Statistics> {
  const months = lastTwelveMonths(now);
  const since = months[0]!;
  const [trades, props, meds] = await Promise.all([
    flows(q, scope, 'r.trade', since),
    flows(q, scope, 'r.property_id', since),
    medians(q, scope, since),
  ]);
  const addresses = new Map<string, string>();
  const ids = [...new Set(props.map((r) => r.key))];
  if (ids.length) {
    const rows = await q.query<{ id: string; address: string }>(
      'SELECT id, address FROM properties WHERE id = ANY($1::uuid[])',
      [ids],
    );
    for (const r of rows) addresses.set(r.id, r.address);
  }
  const total = (month: string, field: 'created' | 'closed') =>
    trades.filter((r) => r.month === month).reduce((sum, r) => sum + r[field], 0);
  return {
    months: months.map((month) => ({
      month,
      created: total(month, 'created'),
      closed: total(month, 'closed'),
      medianHoursToClose: meds.find((m) => m.month === month)?.hours ?? null,
    })),
    perTrade: trades.map((r) => ({
      month: r.month,
      trade: r.key as Trade,
      created: r.created,
      closed: r.closed,
    })),
    perProperty: props.map((r) => ({
      month: r.month,
      propertyId: r.key,
      address: addresses.get(r.key) ?? '',
      created: r.created,
      closed: r.closed,
    })),
  };
}
