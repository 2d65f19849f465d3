import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@app/contract';
import { fieldError } from '../http/errors';

/**
 * Collects the parameters of one SQL statement: `p.add(value)` returns its `$n`.
 * Scopes, filters and paging all add to the same collector, so fragments compose
 * without anyone counting placeholders by hand.
 */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A condition to be written into a statement: scopes from the policies are passed
 * to repositories in this form, so their parameters land in the statement's own SqlParams.
 */
export type Condition = (p: SqlParams) => string;

/** A `q` search term as an ILIKE pattern: `%`, `_` and `\` match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `(a ILIKE $n OR b ILIKE $n …)` over the given columns for a free-text `q`. */
export function textSearch(p: SqlParams, term: string, columns: readonly string[]): string {
  const placeholder = p.add(likePattern(term));
  return `(${columns.map((c) => `${c} ILIKE ${placeholder}`).join(' OR ')})`;
}

/**
 * The entry of a sort table for a `sort` value from the query string. Own keys only: a
 * plain object lookup (or `in`) would also find `constructor`, `__proto__`, `toString`…
 * Anything else is a 400 on the `sort` field.
 */
export function sortEntry<T>(table: Readonly<Record<string, T>>, key: string): T {
  if (!Object.hasOwn(table, key)) throw fieldError('sort', 'invalid_value');
  return table[key]!;
}

/**
 * ORDER BY for a validated `sort` value (`field` or `-field`, see the contract's sortParam),
 * ending with the id so pages never overlap when values tie.
 */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, string>,
  fallback: string,
  idColumn: string,
): string {
  const wanted = sort ?? fallback;
  const desc = wanted.startsWith('-');
  const column = sortEntry(columns, desc ? wanted.slice(1) : wanted);
  return `${column} ${desc ? 'DESC' : 'ASC'} NULLS LAST, ${idColumn} ${desc ? 'DESC' : 'ASC'}`;
}

/** What listPage needs of a connection; db's Queryable fits (lib/ imports nothing of the app). */
export interface Runs {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface ListSpec {
  /** The selected columns, aliased to the wire names (`p.created_at AS created`). */
  columns: string;
  /** FROM clause body, e.g. `properties p`. */
  from: string;
  /** Conditions joined with AND; the caller's scope must be one of them. */
  where: string[];
  orderBy: string;
  page: number;
  pageSize: number;
}

/** One page of rows and the total count, in two plain queries that share the parameters. */
export async function listPage<T>(q: Runs, p: SqlParams, spec: ListSpec): Promise<Page<T>> {
  const where = spec.where.length ? spec.where.join(' AND ') : 'TRUE';
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM ${spec.from} WHERE ${where}`,
    p.values,
  );
  const paged = new SqlParams();
  paged.values.push(...p.values);
  const limit = paged.add(spec.pageSize);
  const offset = paged.add((spec.page - 1) * spec.pageSize);
  const items = await q.query<T>(
    `SELECT ${spec.columns} FROM ${spec.from} WHERE ${where} ORDER BY ${spec.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    paged.values,
  );
  return { items, total: count?.total ?? 0, page: spec.page, pageSize: spec.pageSize };
}

/**
 * `col = $n, …, updated_at = now()` for the keys present in `patch` (undefined = leave as is).
 * `columns` maps wire names to column names and doubles as the whitelist.
 */
export function setClause(
  p: SqlParams,
  patch: Record<string, unknown>,
  columns: Record<string, string>,
): string {
  const sets: string[] = [];
  for (const [key, column] of Object.entries(columns)) {
    if (patch[key] !== undefined) sets.push(`${column} = ${p.add(patch[key])}`);
  }
  sets.push('updated_at = now()');
  return sets.join(', ');
}

/** Writes the keys present in `patch` (as setClause) to the row of `table` with `id`. */
export async function updateById(
  q: Runs,
  table: string,
  id: string,
  patch: Record<string, unknown>,
  columns: Record<string, string>,
): Promise<void> {
  const p = new SqlParams();
  await q.query(`UPDATE ${table} SET ${setClause(p, patch, columns)} WHERE id = ${p.add(id)}`, p.values);
}

/** Deletes the row of `table` with `id` (what it owns goes by the schema's cascades). */
export async function deleteById(q: Runs, table: string, id: string): Promise<void> {
  await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

/** `(col, …) VALUES ($n, …)` inserting `row`'s values into the columns `columns` maps them to. */
export function insertClause(
  p: SqlParams,
  row: Record<string, unknown>,
  columns: Record<string, string>,
): string {
  const keys = Object.keys(columns);
  const placeholders = keys.map((key) => p.add(row[key]));
  return `(${keys.map((key) => columns[key]).join(', ')}) VALUES (${placeholders.join(', ')})`;
}

/**
 * Inserts into `table` the values of `row` under the columns `columns` maps them to, a value
 * left out as NULL, and answers the new row's id.
 */
export async function insertRow(
  q: Runs,
  table: string,
  row: Record<string, unknown>,
  columns: Record<string, string>,
): Promise<string> {
  const p = new SqlParams();
  const values = Object.fromEntries(Object.keys(columns).map((key) => [key, row[key] ?? null]));
  const [inserted] = await q.query<{ id: string }>(
    `INSERT INTO ${table} ${insertClause(p, values, columns)} RETURNING id`,
    p.values,
  );
  return inserted!.id;
}

/**
 * Page defaults for service callers that pass a partial query (the assistant's tools):
 * page 1 of 25, and never more than the HTTP maximum of 100 rows.
 */
export function withPaging<Q extends { page?: number; pageSize?: number }>(
  query: Q,
): Q & { page: number; pageSize: number } {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { ...query, page, pageSize };
}
