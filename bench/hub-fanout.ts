/**
 * Hub fan-out: the server on PGlite (its own process), official SignalR clients spread over
 * several client processes on loopback (bench/hub-clients.ts), and report updates made through
 * the bus and the API. Measures, at each number of connected clients, how long one update takes to
 * reach every client and what a connection costs the server. The same clients are then measured
 * against the floor (bench/hub-floor-server.ts: a bare `ws` server writing one prebuilt frame to
 * every socket) in the same run; hub ÷ floor is what the hub adds to the cost of the writes.
 *
 *   npx tsx bench/hub-fanout.ts [--clients 1000,10000] [--processes 4] [--updates 30] [--json]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine } from './lib';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    processes: { type: 'string' },
    updates: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const SIZES = args.clients
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const LARGEST = SIZES.at(-1)!;
// About 2,500 connections per client process: one event loop parsing 10,000 sockets' frames
// measures the client, not the hub.
const PROCESSES = Number(args.processes ?? Math.max(1, Math.ceil(LARGEST / 2500)));
const UPDATES = Number(args.updates);
const CONCURRENCY = Number(args.concurrency);
const log = (...parts: unknown[]) => {
  if (!args.json) console.error(...parts);
};
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

const forkTs = (file: string, argv: string[] = [], execArgv: string[] = []) =>
  fork(fileURLToPath(new URL(file, import.meta.url)), argv, {
    execArgv: [...execArgv, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
const nextMessage = <T>(child: ChildProcess, type?: string) =>
  new Promise<T>((resolve) => {
    const on = (m: { type?: string }) => {
      if (type && m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
  });

type Ready = { url: string; token: string; reportId: string };
type Latency = { deliveryMs: { p50: number; p99: number }; allClientsMs: { p50: number; p99: number } };

/** One server (the hub or the floor) and fresh client processes, measured at every size. */
async function runAgainst(kind: 'hub' | 'floor') {
  const server = forkTs(kind === 'hub' ? './hub-server.ts' : './hub-floor-server.ts', [], ['--expose-gc']);
  const serverRss = async () => {
    const reply = nextMessage<{ rss: number }>(server);
    server.send({ cmd: 'rss' });
    return (await reply).rss;
  };
  const ready = await nextMessage<Ready>(server);
  const { token, reportId } = ready;
  // The server listens on 127.0.0.1; "localhost" may resolve to ::1 first.
  const url = ready.url.replace('//localhost:', '//127.0.0.1:');
  log(`${kind} ready at ${url}; ${PROCESSES} client processes`);
  const clients = Array.from({ length: PROCESSES }, () =>
    forkTs('./hub-clients.ts', [url, token, String(Math.ceil(CONCURRENCY / PROCESSES))]),
  );
  await Promise.all(clients.map((c) => nextMessage(c, 'ready')));
  await sleep(1000);
  const rssEmpty = await serverRss();
  let received = 0;

  /** Every client process grows to its share of `total`. */
  const growTo = (total: number) =>
    Promise.all(
      clients.map((c, p) => {
        const share = Math.floor(total / PROCESSES) + (p < total % PROCESSES ? 1 : 0);
        const grown = nextMessage(c, 'grown');
        c.send({ cmd: 'grow', total: share, sent: received });
        return grown;
      }),
    );

  /** Every client's arrival time of update `count`, gathered from the client processes. */
  const arrivalsOf = async (count: number) => {
    const answers = await Promise.all(
      clients.map((c) => {
        const answer = nextMessage<{ times: number[] }>(c, 'arrived');
        c.send({ cmd: 'await', count });
        return answer;
      }),
    );
    return answers.flatMap((a) => a.times);
  };

  /** Makes one update happen; resolves once its trigger is sent (and, for the API, answered). */
  type Trigger = () => Promise<void>;
  const priorities = ['Low', 'Normal', 'High', 'Urgent'];
  let apiMs: number[] = [];
  const viaApi: Trigger = async () => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/reports/${reportId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ priority: priorities[received % priorities.length] }),
    });
    if (res.status !== 200) throw new Error(`update answered ${res.status}`);
    await res.arrayBuffer();
    apiMs.push(performance.now() - t0);
  };
  const viaBus: Trigger = async () => {
    server.send({ cmd: 'publish' });
  };

  /** Runs `count` updates one after another; per update, every client's delay and the slowest. */
  const measure = async (trigger: Trigger, count: number, warmup = 3): Promise<Latency> => {
    const perDelivery: number[] = [];
    const perUpdateAll: number[] = [];
    for (let k = 0; k < warmup + count; k++) {
      const t0 = now();
      await trigger();
      received++;
      const times = (await arrivalsOf(received)).map((t) => t - t0);
      if (k >= warmup) {
        perDelivery.push(...times);
        perUpdateAll.push(times.reduce((a, b) => Math.max(a, b), 0));
      }
      await sleep(100);
    }
    return {
      deliveryMs: { p50: round(pct(perDelivery, 50)), p99: round(pct(perDelivery, 99)) },
      allClientsMs: { p50: round(pct(perUpdateAll, 50)), p99: round(pct(perUpdateAll, 99)) },
    };
  };

  const sizes = [];
  for (const size of SIZES) {
    const tConnect = performance.now();
    await growTo(size);
    const connectSeconds = (performance.now() - tConnect) / 1000;
    log(`${kind}: ${size} clients connected (${connectSeconds.toFixed(1)} s for the new ones)`);
    await sleep(3000);
    const rss = await serverRss();
    /** Bus publish (NOTIFY) in the server, or the floor's own loop -> each client's handler. */
    const bus = await measure(viaBus, UPDATES);
    apiMs = [];
    /** PUT /api/reports/:id sent -> each client's handler (includes the request itself). */
    const api = kind === 'hub' ? await measure(viaApi, UPDATES) : undefined;
    sizes.push({
      clients: size,
      connectSeconds: round(connectSeconds),
      bus,
      ...(api && { api: { ...api, responseMs: { p50: round(pct(apiMs.slice(3), 50)) } } }),
      serverRssMiB: round(rss / 2 ** 20),
      /** The server's memory per connection: RSS over the empty server's, per client. */
      bytesPerConnection: Math.round((rss - rssEmpty) / size),
    });
  }
  await Promise.all(
    clients.map(
      (c) =>
        new Promise((resolve) => {
          c.once('exit', resolve);
          c.send({ cmd: 'stop' });
        }),
    ),
  );
  server.disconnect();
  await new Promise((resolve) => server.once('exit', resolve));
  return { serverRssEmptyMiB: round(rssEmpty / 2 ** 20), sizes };
}

const hub = await runAgainst('hub');
const floor = await runAgainst('floor');
const result = {
  bench: 'hub',
  machine: machine(),
  processes: PROCESSES,
  updates: UPDATES,
  hub,
  floor,
  /** Per size: the hub's bus p99 to every client ÷ the floor's, both measured in this run. */
  hubOverFloor: hub.sizes.map((s, i) => ({
    clients: s.clients,
    allClientsP99: round(s.bus.allClientsMs.p99 / floor.sizes[i]!.bus.allClientsMs.p99),
    allClientsP50: round(s.bus.allClientsMs.p50 / floor.sizes[i]!.bus.allClientsMs.p50),
  })),
};

if (args.json) console.log(JSON.stringify(result));
else {
  console.log(`Hub fan-out: ${UPDATES} updates per size, ${PROCESSES} client processes (loopback)`);
  const line = (label: string, m: Latency) =>
    `    ${label.padEnd(28)} per client p50 ${m.deliveryMs.p50} ms, p99 ${m.deliveryMs.p99} ms;` +
    ` all clients p50 ${m.allClientsMs.p50} ms, p99 ${m.allClientsMs.p99} ms`;
  for (const [i, s] of hub.sizes.entries()) {
    const f = floor.sizes[i]!;
    console.log(`  ${s.clients} clients (the hub's connected in ${s.connectSeconds} s):`);
    console.log(line('hub: bus publish -> clients', s.bus));
    if (s.api) console.log(line('hub: PUT /api/reports ->', s.api));
    console.log(line('floor: bare ws -> clients', f.bus));
    console.log(
      `    hub RSS ${s.serverRssMiB} MiB (empty ${hub.serverRssEmptyMiB}), ` +
        `${(s.bytesPerConnection / 1024).toFixed(1)} KiB per connection (floor ` +
        `${(f.bytesPerConnection / 1024).toFixed(1)}); hub ÷ floor p99 ${result.hubOverFloor[i]!.allClientsP99}`,
    );
  }
}
