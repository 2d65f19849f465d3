import type { Statistics, Trade } from '@app/contract';
import type { Queryable } from '../../db';
import { type Condition, SqlParams } from '../../lib/sql';

/** Twelve calendar months (UTC) ending with the one holding `now`, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const out: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

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
  const from = p.add(since);
  return q.query<FlowRow>(
    `SELECT month, key, sum(created)::int AS created, sum(closed)::int AS closed FROM (
       SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, ${key}::text AS key,
              count(*) AS created, 0 AS closed
         FROM reports r WHERE ${where} AND r.created_at >= ${from}::timestamptz GROUP BY 1, 2
       UNION ALL
       SELECT to_char(r.closed_at AT TIME ZONE 'UTC', 'YYYY-MM'), ${key}::text, 0, count(*)
         FROM reports r WHERE ${where} AND r.closed_at >= ${from}::timestamptz GROUP BY 1, 2
     ) f GROUP BY month, key ORDER BY month, key`,
    p.values,
  );
}

async function medians(q: Queryable, scope: Condition, since: string) {
  const p = new SqlParams();
  return q.query<{ month: string; hours: number }>(
    `SELECT to_char(r.closed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
            round((percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM r.closed_at - r.created_at)) / 3600)::numeric, 1) AS hours
       FROM reports r WHERE ${scope(p)} AND r.closed_at >= ${p.add(since)}::timestamptz GROUP BY 1`,
    p.values,
  );
}

export async function statistics(q: Queryable, scope: Condition, now: Date): Promise<Statistics> {
  const months = lastTwelveMonths(now);
  const since = `${months[0]}-01T00:00:00Z`;
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
