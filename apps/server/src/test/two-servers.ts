import { afterAll, beforeAll } from 'vitest';
import type { Db, Queryable } from '../db';
import { openPostgres } from '../db/postgres';
import { createTestDb, type TestDb } from './test-db';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export interface TwoServers {
  testDb: TestDb;
  /** Serves over the test database's own pool. */
  a: TestServer;
  /** Serves over a second pool to the same database, as another instance would. */
  b: TestServer;
}

type ServerOptions = Omit<TestServerOptions, 'db'>;

/**
 * Two servers on one PostgreSQL database, started before the enclosing describe's tests (and its
 * own beforeAll hooks, registered later) and closed after them. Call it in a describe that runs on
 * PostgreSQL only; the fields are set once the servers are up, with those `setup` makes in the
 * database then (as apiSuite's). Options that depend on an earlier hook (a mail inbox's address)
 * come as a function, asked when the servers start.
 */
export function twoServers<W extends object = Record<never, never>>(
  options: ServerOptions | (() => ServerOptions) = {},
  setup?: (db: Db) => Promise<W>,
): TwoServers & W {
  const servers = {} as TwoServers & W;
  let dbB: Db | undefined;
  beforeAll(async () => {
    const opts = typeof options === 'function' ? options() : options;
    servers.testDb = await createTestDb();
    dbB = openPostgres({ connectionString: servers.testDb.url!, max: 5 });
    servers.a = await startTestServer({ ...opts, db: servers.testDb.db });
    servers.b = await startTestServer({ ...opts, db: dbB });
    if (setup) Object.assign(servers, await setup(servers.testDb.db));
  });
  // Closing two servers and their bus connections took over the default minute once, beside the
  // journeys on two processors (CI, 2026-12-01; 12 s for the whole file alone).
  afterAll(async () => {
    await servers.b?.close();
    await servers.a?.close();
    await dbB?.close();
    await servers.testDb?.drop();
  }, 180_000);
  return servers;
}

/** Ends every LISTEN connection of the database (a restart or a network cut would); how many it ended. */
export async function dropListeners(db: Queryable): Promise<number> {
  const killed = await db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
  );
  return killed.length;
}
