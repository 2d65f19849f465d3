/**
 * PGlite memory: the server's resident memory over a long mixed run on the embedded database,
 * 100k errands. The API (`apps/server/src/main.ts`, production settings) on the PGlite folder of
 * `bench/data/pglite-100k`; one client on the other core sends, at a fixed rate, a mix of what a
 * manager's day looks like: list pages (newest, open, a search, a later page), single errands
 * picked over the whole organisation, the dashboard, and now and then a new errand. The server's
 * VmRSS is read every second.
 *
 *   npx tsx bench/pglite-memory.ts [--minutes 30] [--rate 40] [--reports 100000] [--json]
 *
 * Reports RSS after start, after the first minute, at the end, its peak (VmHWM) and the growth
 * over the second half of the run (a leak grows there; a working size does not).
 */
import { join } from 'node:path';
import { appServer, arg, machine, ROOT, report, signIn, sleep } from './lib';
import { prepare } from './prepare';
import { BENCH_PASSWORD } from './seed';

const MANAGER = 'bench-manager-1@example.test';
const minutes = Number(arg('minutes', '30'));
const rate = Number(arg('rate', '40'));
const reports = Number(arg('reports', '100000'));
const dataDir = join(ROOT, 'bench', 'data', `pglite-${reports / 1000}k`);

const ids = await prepare({ dataDir }, reports, MANAGER);
const server = await appServer(Number(arg('port', '3241')), { dataDir }, 0);

try {
  const cookie = await signIn(server.url, MANAGER, BENCH_PASSWORD);
  const headers = { cookie, 'content-type': 'application/json' };
  const get = async (path: string) => {
    const res = await fetch(server.url + path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  // Errands to open: the ids of the first pages of the organisation's list.
  const errandIds: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const body = (await get(`/api/reports?page=${page}&pageSize=100`)) as { items: { id: string }[] };
    errandIds.push(...body.items.map((r) => r.id));
  }
  const mix: (() => Promise<unknown>)[] = [
    () => get('/api/reports'),
    () => get('/api/reports?status=Open&sort=-priority'),
    () => get('/api/reports?q=kran'),
    () => get(`/api/reports?page=${1 + Math.floor(Math.random() * 40)}`),
    () => get(`/api/reports/${errandIds[Math.floor(Math.random() * errandIds.length)]}`),
    () => get(`/api/reports/${errandIds[Math.floor(Math.random() * errandIds.length)]}`),
    () => get(`/api/reports/${errandIds[Math.floor(Math.random() * errandIds.length)]}`),
    () => get('/api/dashboard'),
  ];
  let sent = 0;
  let errors = 0;
  const create = async () => {
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ propertyId: ids.propertyId, whatBroke: 'bench-create', trade: 'plumber' }),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status}`);
  };

  const samples: { s: number; rss: number | null }[] = [];
  const started = Date.now();
  const endAt = started + minutes * 60_000;
  const atStart = server.rssMb();
  const sampler = setInterval(() => {
    samples.push({ s: Math.round((Date.now() - started) / 1000), rss: server.rssMb() });
  }, 1000);
  // Open loop at a fixed rate: one request every 1/rate s whatever the answers do; one in a
  // hundred creates an errand.
  const pending = new Set<Promise<unknown>>();
  for (let i = 0; Date.now() < endAt; i++) {
    const due = started + (i * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const job = (i % 100 === 99 ? create() : mix[i % mix.length]!())
      .catch(() => {
        errors++;
      })
      .finally(() => pending.delete(job));
    pending.add(job);
    sent++;
  }
  await Promise.all(pending);
  clearInterval(sampler);
  const at = (second: number) => samples.find((x) => x.s >= second)?.rss ?? null;
  const half = Math.round((minutes * 60) / 2);
  const end = samples.at(-1)?.rss ?? null;
  const mid = at(half);
  const result = {
    minutes,
    rate,
    requests: sent,
    errors,
    rssMb: {
      afterStart: atStart,
      after1min: at(60),
      atHalf: mid,
      atEnd: end,
      peak: server.peakRssMb(),
      secondHalfGrowth: end !== null && mid !== null ? end - mid : null,
    },
  };
  report(
    `PGlite server memory, ${reports} errands, ${minutes} min mixed run at ${rate} req/s`,
    [
      `requests ${sent}, errors ${errors}`,
      `RSS after start ${atStart} MB, after 1 min ${result.rssMb.after1min} MB, at half ${result.rssMb.atHalf} MB, at the end ${end} MB`,
      `peak ${result.rssMb.peak} MB; growth over the second half ${result.rssMb.secondHalfGrowth} MB`,
    ],
    { bench: 'pglite-memory', machine: machine(), ...result },
  );
} finally {
  await server.stop();
}
