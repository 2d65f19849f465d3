import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db';
import { openPglite } from '../db/pglite';
import { serverRoot } from '../lib/paths';
import { createTestDb, testDbKind } from './test-db';
import { TEST_JWT_SECRET } from './test-server';

/**
 * Test support for the restart tests: the real server as a child process
 * (`node --import tsx src/main.ts`) on a database the test prepared, and a
 * small keep-alive HTTP client that tells apart answered, shed and refused requests.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Where a child server keeps its data: a PGlite folder, or a PostgreSQL test database. */
export interface DataHome {
  dataDir: string;
  databaseUrl?: string;
  /** Runs `fn` on the data while no server is running (PGlite allows one process per folder). */
  offline<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** A connection beside the running server (PostgreSQL only). */
  side?: Db;
  dispose(): Promise<void>;
}

/** A fresh migrated database of the current project's kind that a child server can open. */
export async function createDataHome(): Promise<DataHome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
  if (testDbKind === 'postgres') {
    const t = await createTestDb();
    return {
      dataDir,
      databaseUrl: t.url,
      side: t.db,
      offline: (fn) => fn(t.db),
      async dispose() {
        await t.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The server opens PGlite in DATA_DIR itself (the JWT secret file sits beside it).
  const pgDir = dataDir;
  // Copying the per-worker migrated template is several times faster than migrating a new folder.
  const template = (await createTestDb()).db as Db & { raw: PGlite };
  const dump = await template.raw.dumpDataDir('none');
  await template.close();
  const first = await openPglite({ dataDir: pgDir, loadDataDir: dump });
  await first.close();
  return {
    dataDir,
    async offline(fn) {
      const db = await openPglite({ dataDir: pgDir });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  output(): string;
}

/** Starts `src/main.ts` in its own process and waits until it says it is running. */
export async function startChildServer(
  home: DataHome,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: home.dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'Restart-Admin-Password-1',
    DATABASE_URL: home.databaseUrl,
    DEMO_DATA: '0',
    RATE_LIMITS: 'off',
    ...env,
  };
  if (!home.databaseUrl) delete childEnv.DATABASE_URL;
  // On the embedded database the child runs as `npm start` runs it: on V8's baseline WebAssembly
  // compiler (decision 0051), which also spares each start the optimising compile of PGlite.
  const wasm = home.databaseUrl ? [] : ['--liftoff-only'];
  const child = spawn(process.execPath, [...wasm, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    child.stdout!.on('data', () => {
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${out}`));
    });
  });
  await ready;
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => out };
}

/** Ends a child server still running (SIGKILL) and waits until it has; one already ended is left as it is. */
export async function killIfRunning(server: ChildServer | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** How one request ended, seen from the client. */
export type Outcome =
  /** A complete response with this status. */
  | { kind: 'answered'; status: number; body: string; at: number; connectionClose: boolean }
  /** The connection was refused at connect: nothing listens any more. */
  | { kind: 'refused'; error: string; at: number }
  /** The request was sent and the connection was reset or closed without a byte of a response. */
  | { kind: 'reset'; error: string; at: number }
  /** A response started and then broke off: the one thing a graceful stop must never do. */
  | { kind: 'broken'; error: string; at: number };

/** One request on a keep-alive agent; never rejects. */
export function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; token?: string; body?: unknown } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    let started = false;
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload) headers['content-type'] = 'application/json';
    const req = http.request(url, { agent, method: opts.method ?? 'GET', headers }, (res) => {
      started = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => resolve({ kind: 'broken', error: err.message, at: Date.now() }));
      res.on('aborted', () => resolve({ kind: 'broken', error: 'aborted', at: Date.now() }));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const length = res.headers['content-length'];
        if (!res.complete || (length !== undefined && Buffer.byteLength(body) !== Number(length))) {
          resolve({ kind: 'broken', error: 'incomplete body', at: Date.now() });
          return;
        }
        resolve({
          kind: 'answered',
          status: res.statusCode ?? 0,
          body,
          at: Date.now(),
          connectionClose: res.headers.connection === 'close',
        });
      });
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      const kind = started ? 'broken' : err.code === 'ECONNREFUSED' ? 'refused' : 'reset';
      const how = req.reusedSocket ? 'reused' : 'new';
      resolve({ kind, error: `${err.code ?? err.message} (${how} connection)`, at: Date.now() });
    });
    req.end(payload);
  });
}
