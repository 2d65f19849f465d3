import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { loadJwtSecret } from './auth/secret';
import type { Config } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import type { Deps } from './deps';
import { createLogger } from './logger';
import { Startup } from './modules/health/readiness';
import { createDbBus } from './realtime/db-bus';

export interface StartedServer {
  app: FastifyInstance;
  deps: Deps;
  url: string;
  /** Mark it finished once the first admin and the demo data exist: readiness waits for it. */
  startup: Startup;
  /** Stops accepting, answers the requests taken (see ops/drain.ts), then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates it, builds the app and listens. */
export async function startServer(
  config: Config,
  opts: BuildOptions = { serveWeb: true },
): Promise<StartedServer> {
  const log = createLogger(config);
  // No request outlives the HTTP request timeout, so neither should a query it waits on.
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    queryTimeoutMs: 30_000,
  });
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  // Events cross instances through the database (LISTEN/NOTIFY; in-process on PGlite).
  const bus = await createDbBus(db, log);
  const deps: Deps = { config, db, bus, jwtSecret: loadJwtSecret(config.JWT_SECRET, config.DATA_DIR), log };
  const startup = new Startup();
  const app = await buildApp(deps, { ...opts, startup });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  let closing: Promise<void> | undefined;
  return {
    app,
    deps,
    url: `http://localhost:${port}`,
    startup,
    close() {
      closing ??= (async () => {
        await app.close();
        await bus.close();
        await db.close();
      })();
      return closing;
    },
  };
}
