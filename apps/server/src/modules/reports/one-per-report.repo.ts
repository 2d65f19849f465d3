import type { Queryable } from '../../db';
import { insertClause, SqlParams } from '../../lib/sql';

/** How a newer row replaces the one a report has. */
export interface Replacing {
  /** Columns (by wire name) the row keeps as first written; the report's own always stays. */
  keep?: readonly string[];
  /** What a replacement sets besides the new values, e.g. `updated_at = now()`. */
  alsoSet: string;
}

/**
 * Writes the one row a report has in `table` (its quote, planned visit, close-out): inserts
 * `row` under the columns `columns` maps it to, or, when the report has one, overwrites its
 * columns with the new values, but the report and those `keep` names, and sets `alsoSet`.
 */
export async function upsertOnePerReport(
  q: Queryable,
  table: string,
  row: Record<string, unknown>,
  columns: Record<string, string>,
  { keep = [], alsoSet }: Replacing,
): Promise<void> {
  const p = new SqlParams();
  const replaced = Object.entries(columns)
    .filter(([key]) => key !== 'reportId' && !keep.includes(key))
    .map(([, column]) => `${column} = EXCLUDED.${column}`);
  await q.query(
    `INSERT INTO ${table} ${insertClause(p, row, columns)}
     ON CONFLICT (report_id) DO UPDATE SET ${[...replaced, alsoSet].join(', ')}`,
    p.values,
  );
}
