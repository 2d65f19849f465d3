import type { Page } from '@app/contract';
import { type Condition, listPage, orderBy, type Runs, SqlParams } from './sql';

/**
 * A table read only through the caller's scope, as the registers are (organisations,
 * properties, premises, equipment, contractors): each reads one row and a sorted page of rows
 * the same way, and says here only what differs.
 */
export interface ScopedTable {
  /** The selected columns, aliased to the wire names (`p.created_at AS created`). */
  columns: string;
  /** FROM clause body with the alias the columns use, e.g. `properties p`. */
  from: string;
  /** The alias's id column: the row's key, and the last sort key so pages never overlap. */
  id: string;
  /** The list's `sort` values and their columns. */
  sort: Record<string, string>;
  /** The `sort` value of a list asked for without one. */
  defaultSort: string;
}

/** The paging and sorting every register list query carries (the contract's ListQueryBase). */
export interface SortedPageQuery {
  sort?: string;
  page: number;
  pageSize: number;
}

/** One page of `table`'s rows that meet every condition of `where` (the scope among them). */
export function listSorted<T>(
  q: Runs,
  p: SqlParams,
  table: ScopedTable,
  where: string[],
  query: SortedPageQuery,
): Promise<Page<T>> {
  return listPage<T>(q, p, {
    columns: table.columns,
    from: table.from,
    where,
    orderBy: orderBy(query.sort, table.sort, table.defaultSort, table.id),
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** The row of `table` that meets `match` if `scope` lets it through. */
export async function findInScope<T>(
  q: Runs,
  table: Pick<ScopedTable, 'columns' | 'from'>,
  match: Condition,
  scope: Condition,
): Promise<T | undefined> {
  const p = new SqlParams();
  const [row] = await q.query<T>(
    `SELECT ${table.columns} FROM ${table.from} WHERE ${match(p)} AND ${scope(p)}`,
    p.values,
  );
  return row;
}

/** `<id column> = $n`: what `findInScope` matches to read a row by its id. */
export const idMatch =
  (table: Pick<ScopedTable, 'id'>, id: string): Condition =>
  (p) =>
    `${table.id} = ${p.add(id)}`;
