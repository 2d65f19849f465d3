import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { createLocalBus, type EventBus } from '../events/bus';
import { createLogger } from '../logger';
import { createDbBus } from '../realtime/db-bus';
import { createTestDb } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: './.tmp/test-data',
    ...env,
  });
}

export interface TestServer {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export interface TestServerOptions extends BuildOptions {
  env?: Record<string, string>;
  /** Reuse a database (a second instance, a restart); otherwise a fresh one is made and dropped. */
  db?: Db;
  /** An existing bus, `'db'` for one over LISTEN/NOTIFY on this database (as in production), or local by default. */
  bus?: EventBus | 'db';
  /** A fixed port (a restart on the same address); 0 by default. */
  port?: number;
  /** Receives each line the server logs (JSON), for tests that read the log. */
  logTo?: (line: string) => void;
}

/** A log destination handing each line to `take`. */
const lineStream = (take: (line: string) => void) =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) take(line);
      done();
    },
  });

/** A real server on a loopback port over a fresh test database (PGlite or PostgreSQL). */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(opts.env);
  const owned = opts.db ? undefined : await createTestDb();
  const db = opts.db ?? owned!.db;
  const log = createLogger(config, opts.logTo && lineStream(opts.logTo));
  const ownsBus = opts.bus === undefined || opts.bus === 'db';
  const bus =
    opts.bus === 'db' ? await createDbBus(db, log) : opts.bus === undefined ? createLocalBus() : opts.bus;
  const deps: Deps = {
    config,
    db,
    bus,
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET),
    log,
  };
  // A short stop: tests close their servers once every request is answered.
  const app = await buildApp(deps, { closeGraceMs: 100, ...opts });
  try {
    await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  } catch (err) {
    // A start refused by a ready check (a bad setting): stop what did start, such as the job worker.
    await app.close();
    if (ownsBus) await bus.close();
    await owned?.drop();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    db,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      if (ownsBus) await bus.close();
      await owned?.drop();
    },
  };
}
