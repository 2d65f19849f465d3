/**
 * The one query interface every repository takes. It runs on PGlite and on
 * PostgreSQL alike; rows come back with camelCase keys, timestamps as ISO
 * strings, dates as YYYY-MM-DD, bigint and numeric as numbers.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, dumps). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * False: plan the statement with this call's values instead of running it as a prepared
   * statement. For SQL whose best plan depends on the values, such as the errand search: after
   * five calls PostgreSQL may keep a prepared statement's generic plan, which cannot know how
   * many rows a search term matches, and the search at 1M errands went from 0.4–10 ms to
   * 90–180 ms (docs/decisions/0018-errand-list-at-scale.md). Default true.
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: how to open another connection to the same database, for work that
   * runs on a worker thread with its own client (the CSV export). PGlite lives in this
   * thread's memory and cannot be reached from another, so it has none.
   */
  readonly connection?: PostgresConnection;
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. `onState` hears when the
   * listening connection is lost (false: notifications may be missed from now on) and when it
   * listens again (true); PGlite runs in-process and never loses it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Runs `fn` while holding a cluster-wide advisory lock (migrations). */
  withAdvisoryLock<T>(key: number, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What a second client needs to reach the database the server's pool uses. */
export interface PostgresConnection {
  connectionString: string;
  /** As PostgresOptions.queryTimeoutMs: a query unanswered after this long fails. */
  queryTimeoutMs?: number;
}

/**
 * At most this many distinct SQL texts are prepared per database (PostgreSQL: per process, across
 * its connections); later ones run unnamed. The texts come from the repositories, so the set is
 * small and fixed; the cap only guards a mistake.
 */
export const MAX_PREPARED_STATEMENTS = 2000;
