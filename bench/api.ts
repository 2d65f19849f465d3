/**
 * API load: list errands (one page), one errand, dashboard and create errand,
 * each at saturation and at a fixed rate, for the API, for the bare baseline
 * (bench/baseline-server.ts, the same SQL) and, for list and one errand, the
 * floor (bench/floor-server.ts, the cheapest SQL for the same data), all
 * measured in the same run.
 *
 *   npx tsx bench/api.ts [--db postgres|pglite] [--reports 100000] [--seconds 10]
 *                        [--endpoints list,one,dashboard,create] [--rates list=100,…] [--json]
 */
import { join } from 'node:path';
import {
  appServer,
  arg,
  ensureDatabase,
  type LoadResult,
  load,
  machine,
  ROOT,
  report,
  signIn,
  startProc,
} from './lib';
import { prepare } from './prepare';
import { BENCH_PASSWORD } from './seed';

const kind = arg('db', 'postgres') as 'postgres' | 'pglite';
const reports = Number(arg('reports', '100000'));
const seconds = Number(arg('seconds', '10'));
const endpoints = arg('endpoints', 'list,one,dashboard,create').split(',');
const label = reports >= 1_000_000 ? `${reports / 1_000_000}m` : `${reports / 1000}k`;
const MANAGER = 'bench-manager-1@example.test';

/** Requests per second at which latency is measured (the targets). */
const RATES: Record<string, Record<string, number>> = {
  postgres: { list: 1000, one: 1000, dashboard: 200, create: 500 },
  pglite: { list: 200, one: 200, dashboard: 50, create: 100 },
};

// --rates list=100,dashboard=40 overrides the fixed rates (latency below saturation on a slow machine).
for (const pair of arg('rates', '').split(',').filter(Boolean)) {
  const [name, value] = pair.split('=');
  RATES[kind]![name!] = Number(value);
}

const target =
  kind === 'postgres'
    ? { databaseUrl: await ensureDatabase(`bench_${label}`) }
    : { dataDir: join(ROOT, 'bench', 'data', `pglite-${label}`) };

interface Side {
  saturated: LoadResult;
  fixed: LoadResult & { rate: number };
}

interface Target {
  url: string;
  headers: Record<string, string>;
  /** The endpoints this server answers; all when absent. */
  only?: string[];
}

/** Endpoints the floor server answers (it has none for dashboard and create: see floor-server.ts). */
const FLOOR_ENDPOINTS = ['list', 'one'];

/**
 * Measures every endpoint on each target, alternating between them point by point
 * so that both see the same conditions (other work on the machine drifts over minutes).
 */
async function measure(targets: Target[], ids: { reportId: string; propertyId: string }) {
  const requests: Record<string, { path: string; method?: string; body?: string }> = {
    list: { path: '/api/reports' },
    one: { path: `/api/reports/${ids.reportId}` },
    dashboard: { path: '/api/dashboard' },
    create: {
      path: '/api/reports',
      method: 'POST',
      body: JSON.stringify({ propertyId: ids.propertyId, whatBroke: 'bench-create', trade: 'plumber' }),
    },
  };
  const out: Record<string, Side>[] = targets.map(() => ({}));
  for (const name of endpoints) {
    const r = requests[name]!;
    const rate = RATES[kind]![name]!;
    const common = targets.map((t) =>
      t.only && !t.only.includes(name)
        ? null
        : {
            url: t.url + r.path,
            method: r.method,
            body: r.body,
            headers: r.body ? { ...t.headers, 'content-type': 'application/json' } : t.headers,
          },
    );
    const each = async <T>(fn: (c: NonNullable<(typeof common)[number]>) => Promise<T>) => {
      const results: (T | null)[] = [];
      for (const c of common) results.push(c ? await fn(c) : null);
      return results;
    };
    await each((c) => load({ ...c, seconds: 2, connections: 16 })); // warm-up (JIT, pool, caches)
    const saturated = await each((c) => load({ ...c, seconds, connections: 32 }));
    const fixed = await each(async (c) => ({
      rate,
      ...(await load({ ...c, seconds, connections: 64, rate })),
    }));
    targets.forEach((_, i) => {
      if (saturated[i] && fixed[i]) out[i]![name] = { saturated: saturated[i]!, fixed: fixed[i]! };
    });
  }
  return out;
}

const ids = await prepare(target, reports, MANAGER);
const baselineEnv = {
  DATABASE_URL: target.databaseUrl ?? '',
  DATA_DIR: target.dataDir ?? '',
  BENCH_USER: MANAGER,
};
let api: Record<string, Side>;
let baseline: Record<string, Side>;
let floor: Record<string, Side> = {};
let memoryMb: number | null;
const floorTarget = (url: string): Target => ({ url, headers: {}, only: FLOOR_ENDPOINTS });
if (kind === 'postgres') {
  // All three servers up at once (the idle ones cost nothing), measured alternately.
  const app = await appServer(3201, target);
  const base = await startProc({ script: 'bench/baseline-server.ts', port: 3202, core: 0, env: baselineEnv });
  const bare = await startProc({ script: 'bench/floor-server.ts', port: 3203, core: 0, env: baselineEnv });
  try {
    const cookie = await signIn(app.url, MANAGER, BENCH_PASSWORD);
    [api, baseline, floor] = (await measure(
      [{ url: app.url, headers: { cookie } }, { url: base.url, headers: {} }, floorTarget(bare.url)],
      ids,
    )) as [Record<string, Side>, Record<string, Side>, Record<string, Side>];
    memoryMb = app.peakRssMb();
  } finally {
    await app.stop();
    await base.stop();
    await bare.stop();
  }
} else {
  // One process at a time may open a PGlite folder: the API first, then the baseline.
  const app = await appServer(3201, target);
  try {
    const cookie = await signIn(app.url, MANAGER, BENCH_PASSWORD);
    [api] = (await measure([{ url: app.url, headers: { cookie } }], ids)) as [Record<string, Side>];
    memoryMb = app.peakRssMb();
  } finally {
    await app.stop();
  }
  const base = await startProc({ script: 'bench/baseline-server.ts', port: 3202, core: 0, env: baselineEnv });
  try {
    [baseline] = (await measure([{ url: base.url, headers: {} }], ids)) as [Record<string, Side>];
  } finally {
    await base.stop();
  }
  const bare = await startProc({ script: 'bench/floor-server.ts', port: 3203, core: 0, env: baselineEnv });
  try {
    [floor] = (await measure([floorTarget(bare.url)], ids)) as [Record<string, Side>];
  } finally {
    await bare.stop();
  }
}
await prepare(target, reports, MANAGER); // drop the reports the create runs added

const results = Object.fromEntries(
  endpoints.map((name) => {
    const f = floor[name];
    return [
      name,
      {
        api: api[name]!,
        baseline: baseline[name]!,
        ratio: +(api[name]!.saturated.rps / baseline[name]!.saturated.rps).toFixed(2),
        // Only where a floor exists (list, one errand).
        ...(f ? { floor: f, floorRatio: +(api[name]!.saturated.rps / f.saturated.rps).toFixed(2) } : {}),
      },
    ];
  }),
);
const cell = (value: string | number | undefined, width: number) => String(value ?? '–').padStart(width);
const lines = [
  `endpoint    api req/s  base req/s  ratio  floor req/s  floor ratio  | rate  api p50/p99 ms  base p50/p99 ms  floor p50/p99 ms  api errors`,
  ...endpoints.map((name) => {
    const { api: a, baseline: b, ratio, floor: f, floorRatio } = results[name]!;
    return [
      name.padEnd(10),
      cell(a.saturated.rps, 10),
      cell(b.saturated.rps, 11),
      cell(ratio.toFixed(2), 6),
      cell(f?.saturated.rps, 12),
      cell(floorRatio?.toFixed(2), 12),
      ` | ${cell(a.fixed.rate, 4)}`,
      cell(`${a.fixed.p50}/${a.fixed.p99}`, 14),
      cell(`${b.fixed.p50}/${b.fixed.p99}`, 16),
      cell(f ? `${f.fixed.p50}/${f.fixed.p99}` : undefined, 17),
      cell(a.saturated.errors + a.fixed.errors, 11),
    ].join(' ');
  }),
  `API server peak memory: ${memoryMb} MB; load average (1 min) at the end: ${machine().loadAverage1m}`,
];
report(`API load, ${kind}, ${label} reports, ${seconds} s per point`, lines, {
  bench: 'api',
  db: kind,
  reports,
  seconds,
  machine: machine(),
  endpoints: results,
  apiPeakMemoryMb: memoryMb,
});
