/**
 * The errand export at scale: an admin downloads every errand as CSV from the API as it
 * runs in production, on PostgreSQL; time, rows, bytes and the server's memory growth.
 *
 *   npx tsx bench/export.ts [--reports 1000000] [--built] [--json]
 *
 * `--built` builds the server and runs apps/server/dist/main.js, as `npm start` does: the
 * export's worker thread then runs its bundle, not the TypeScript through tsx.
 * Seeds its own database (bench_export_<n>) the first time. Memory: the server's resident
 * set (VmRSS) is sampled every 50 ms; growth is its peak during the export minus its value
 * just before, after a warm-up export of one organisation has loaded the code paths.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { openDb } from '../apps/server/src/db';
import { appServer, arg, ensureDatabase, machine, ROOT, report, signIn } from './lib';
import { prepare } from './prepare';
import { BENCH_PASSWORD } from './seed';

const reports = Number(arg('reports', '1000000'));
const ADMIN = { email: 'bench-export-admin@example.test', password: BENCH_PASSWORD };
const MANAGER = 'bench-manager-1@example.test';

const databaseUrl = await ensureDatabase(
  `bench_export_${reports >= 1_000_000 ? `${reports / 1_000_000}m` : `${reports / 1000}k`}`,
);
await prepare({ databaseUrl }, reports, MANAGER);
{
  // The seed makes managers only; the export of every organisation is an admin's.
  const db = await openDb({ databaseUrl, dataDir: '' });
  await db.query(
    `INSERT INTO users (email, password_hash, role, name) VALUES ($1, $2, 'Admin', 'Bench Admin')
     ON CONFLICT DO NOTHING`,
    [ADMIN.email, await hashPassword(ADMIN.password)],
  );
  await db.close();
}
const built = process.argv.includes('--built');
if (
  built &&
  spawnSync('npm', ['run', '--silent', 'build', '-w', '@app/server'], { cwd: ROOT, stdio: 'inherit' }).status
)
  throw new Error('server build failed');
const server = await appServer(
  3231,
  { databaseUrl },
  0,
  {},
  built ? 'apps/server/dist/main.js' : 'apps/server/src/main.ts',
);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
}

/** Reads the whole export as it streams, counting lines and bytes, keeping none of it. */
async function exportAll(cookie: string) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/reports/export?delimiter=semicolon`, {
    headers: { cookie },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByteMs) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  return { seconds: (performance.now() - started) / 1000, firstByteMs, bytes, rows: lines - 1 };
}

try {
  const pid = server.child.pid!;
  await exportAll(await signIn(server.url, MANAGER, BENCH_PASSWORD)); // warm-up: one organisation
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const before = rssMb(pid);
  let peak = before;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    samples.push(now);
    peak = Math.max(peak, now);
  }, 50);
  const run = await exportAll(admin);
  // A second export on the same process: if memory were kept per row it would climb again.
  const second = await exportAll(admin);
  clearInterval(sampler);
  const after = rssMb(pid);
  const data = {
    machine: machine(),
    reports,
    server: built ? 'dist/main.js' : 'src/main.ts (tsx)',
    ...run,
    rowsPerSecond: Math.round(run.rows / run.seconds),
    secondRunSeconds: second.seconds,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssAfterMb: Math.round(after),
    growthMb: Math.round(peak - before),
    /** RSS at each tenth of both exports' duration: a plateau is heap headroom, a slope would be a leak. */
    rssByTenthMb: Array.from({ length: 10 }, (_, i) =>
      Math.round(samples[Math.floor(((i + 1) * samples.length) / 10) - 1] ?? 0),
    ),
  };
  report(
    `Export of ${reports.toLocaleString('en')} errands (PostgreSQL, admin, all organisations, ${data.server})`,
    [
      `rows ${run.rows.toLocaleString('en')}, ${(run.bytes / 1e6).toFixed(0)} MB, ${run.seconds.toFixed(1)} s (${data.rowsPerSecond.toLocaleString('en')} rows/s), first byte ${run.firstByteMs.toFixed(0)} ms`,
      `server RSS before ${data.rssBeforeMb} MB, peak ${data.rssPeakMb} MB, after ${data.rssAfterMb} MB: growth ${data.growthMb} MB`,
      `RSS by tenth of two exports in a row (MB): ${data.rssByTenthMb.join(' ')}`,
    ],
    data,
  );
} finally {
  await server.stop();
}
