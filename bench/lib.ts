/**
 * Shared pieces of the benchmarks: starting a pinned process, signing in,
 * driving autocannon on the other core, and describing the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = join(import.meta.dirname, '..');
export const PG_ROOT = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** CPU cores: the server gets core 0, the load generator core 1 (when taskset exists). */
const hasTaskset = existsSync('/usr/bin/taskset');
export function pinned(core: number, cmd: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args];
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    pinned: hasTaskset,
    /** Other work on the machine skews every figure; recorded with them. */
    loadAverage1m: +os.loadavg()[0]!.toFixed(1),
  };
}

export interface Proc {
  child: ChildProcess;
  url: string;
  /** Peak resident memory of the process so far, in MB (Linux). */
  peakRssMb(): number | null;
  /** Resident memory of the process now, in MB (Linux). */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/** Starts a server process pinned to `core` and waits until GET `readyPath` answers. */
export async function startProc(opts: {
  script: string;
  port: number;
  env: Record<string, string>;
  core: number;
  readyPath?: string;
  /** Flags for node itself, before the script. */
  nodeArgs?: string[];
}): Promise<Proc> {
  const [cmd, args] = pinned(opts.core, process.execPath, [
    ...(opts.nodeArgs ?? []),
    '--import',
    'tsx',
    opts.script,
  ]);
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${opts.port}`;
  // Generous: the first start on a big database applies migrations (index builds).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited:\n${output}`);
    try {
      const res = await fetch(url + (opts.readyPath ?? '/health'));
      if (res.status < 500) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} did not start:\n${output}`);
    }
    await sleep(200);
  }
  return {
    child,
    url,
    peakRssMb: () => memoryMb(child.pid, 'VmHWM'),
    rssMb: () => memoryMb(child.pid, 'VmRSS'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One memory figure of a process's /proc status, in MB; null when it cannot be read. */
function memoryMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024);
  } catch {
    return null;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The application server (apps/server/src/main.ts) as it runs in production, logs at warn. */
export function appServer(
  port: number,
  db: { databaseUrl?: string; dataDir?: string },
  core = 0,
  extraEnv: Record<string, string> = {},
  script = 'apps/server/src/main.ts',
) {
  return startProc({
    script,
    port,
    core,
    // As `npm start` runs the embedded database (scripts/start.mjs, docs/decisions/0051).
    nodeArgs: db.databaseUrl ? [] : ['--liftoff-only'],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      JWT_SECRET,
      ADMIN_EMAIL: 'bench-admin@example.test',
      ADMIN_PASSWORD: 'Bench-Admin-Password-2026',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATABASE_URL: '' }),
      DATA_DIR: db.dataDir ?? join(ROOT, 'bench', 'data', 'app'),
      ...extraEnv,
    },
  });
}

/** Signs in and returns the Cookie header the API accepts. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** Runs a load generator on core 1 and returns what it printed as JSON. */
async function runPinned(args: string[]): Promise<string> {
  const [cmd, full] = pinned(1, process.execPath, args);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(cmd, full, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(stderr))));
  });
}

/**
 * One load point on core 1. Without `rate`, autocannon: the connections send
 * as fast as answers come (saturated throughput). With `rate`, bench/paced.ts:
 * evenly spaced requests at that rate (latency at that load).
 */
export async function load(opts: {
  url: string;
  seconds: number;
  connections: number;
  rate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  if (opts.rate) {
    const out = await runPinned(['--import', 'tsx', join(ROOT, 'bench', 'paced.ts'), JSON.stringify(opts)]);
    return JSON.parse(out) as LoadResult;
  }
  const args = [
    join(ROOT, 'node_modules', 'autocannon', 'autocannon.js'),
    '--json',
    '-c',
    String(opts.connections),
    '-d',
    String(opts.seconds),
    '-m',
    opts.method ?? 'GET',
  ];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body) args.push('-b', opts.body);
  args.push(opts.url);
  const r = JSON.parse(await runPinned(args));
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Creates the database if it does not exist; never drops anything. */
export async function ensureDatabase(name: string) {
  const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${PG_ROOT}/${name}`;
}

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);

/** Prints the human table, or only the JSON with --json. */
export function report(title: string, lines: string[], data: unknown) {
  if (flag('json')) console.log(JSON.stringify(data, null, 2));
  else console.log([`\n${title}`, ...lines].join('\n'));
}
