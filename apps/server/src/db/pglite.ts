import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared';
import { answersTrivialQuery } from './ping';
import { asText, camelRow, PG_TYPE, toNumber } from './rows';
import type { Db, Queryable, QueryOptions } from './types';

const parsers = { [PG_TYPE.INT8]: toNumber, [PG_TYPE.NUMERIC]: toNumber, [PG_TYPE.DATE]: asText };

type Prepared = ReturnType<typeof preparedStatements>;

/** The database or one transaction of it; parameterised statements go through `prepared`. */
function wrap(q: PGlite | Transaction, prepared: Prepared, inTransaction: boolean): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      if (params?.length && options?.prepare !== false && prepared.accepts(sql)) {
        const rows = await prepared.query<Record<string, unknown>>(sql, params, inTransaction);
        return rows.map(camelRow) as T[];
      }
      const res = await q.query<Record<string, unknown>>(sql, params as unknown[] | undefined);
      return res.rows.map(camelRow) as T[];
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** A folder for a durable database; omit for in-memory. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir` to start from (test templates, restores). */
  loadDataDir?: Blob | File;
}

/** PGlite: PostgreSQL compiled to WASM, in-process. Queries run one at a time. */
export async function openPglite(opts: PgliteOptions = {}): Promise<Db & { raw: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create(opts.dataDir, {
    parsers,
    // The errand search's trigram indexes (migration 0014); PGlite loads an extension's
    // files only when it is named here, on every open, before CREATE EXTENSION can find it.
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const prepared = preparedStatements(pg);
  const base = wrap(pg, prepared, false);
  return {
    kind: 'pglite',
    raw: pg,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, prepared, true))),
    async listen(channel, onPayload) {
      const unsub = await pg.listen(channel, onPayload);
      // A closed database has no listeners left to end; its UNLISTEN would only reject.
      return async () => {
        if (!pg.closed) await unsub();
      };
    },
    // One process owns a PGlite folder, so no other instance can race the migrations.
    withAdvisoryLock: (_key, fn) => fn(base),
    ping: () => answersTrivialQuery(pg),
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
