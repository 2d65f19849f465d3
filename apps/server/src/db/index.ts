import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, PostgresConnection, Queryable } from './types';

/** `DATABASE_URL` selects PostgreSQL; otherwise PGlite in `dataDir` (embedded default). */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL: give up on a query unanswered after this long (see PostgresOptions). */
  queryTimeoutMs?: number;
}): Promise<Db> {
  if (opts.databaseUrl)
    return openPostgres({ connectionString: opts.databaseUrl, queryTimeoutMs: opts.queryTimeoutMs });
  return openPglite({ dataDir: opts.dataDir });
}
