/**
 * Hub fan-out: one server on PGlite (its own process), N official SignalR
 * clients on loopback in this process, and report updates made through the
 * API. Measures how long one update takes to reach every client and what an
 * idle connection costs the server.
 *
 *   npx tsx bench/hub-fanout.ts [--clients 1000] [--updates 30] [--json]
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    updates: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const CLIENTS = Math.min(Number(args.clients), 5000);
const UPDATES = Number(args.updates);
const CONCURRENCY = Number(args.concurrency);
const log = (...parts: unknown[]) => {
  if (!args.json) console.error(...parts);
};

type Ready = { url: string; token: string; reportId: string };
const child = fork(fileURLToPath(new URL('./hub-server.ts', import.meta.url)), [], {
  execArgv: ['--expose-gc', '--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
const serverRss = async () => {
  const reply = nextMessage<{ rss: number }>();
  child.send({ cmd: 'rss' });
  return (await reply).rss;
};

const ready = await nextMessage<Ready>();
const { token, reportId } = ready;
// The server listens on 127.0.0.1; "localhost" may resolve to ::1 first.
const url = ready.url.replace('//localhost:', '//127.0.0.1:');
log(`server ready at ${url}`);
await new Promise((r) => setTimeout(r, 1000));
const rssBefore = await serverRss();

/** Per client: how many ReportUpdated it has received, and when each arrived. */
const arrivals: number[][] = [];
const waiters = new Set<() => void>();
const connections: HubConnection[] = [];

async function connectOne(i: number) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}/reportHub`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  arrivals[i] = [];
  connection.on('ReportUpdated', () => {
    arrivals[i]!.push(performance.now());
    for (const w of waiters) w();
  });
  await connection.start();
  connections[i] = connection;
}

const tConnect = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < CLIENTS) await connectOne(next++);
  }),
);
const connectSeconds = (performance.now() - tConnect) / 1000;
log(`${CLIENTS} clients connected in ${connectSeconds.toFixed(1)} s`);
await new Promise((r) => setTimeout(r, 3000));
const rssAfter = await serverRss();

function allReceived(count: number, timeoutMs = 30_000) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (arrivals.every((a) => a.length >= count)) {
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      }
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`update ${count} not delivered to every client in time`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}

/** Makes one update happen; resolves once its trigger is sent (and, for the API, answered). */
type Trigger = () => Promise<void>;
const priorities = ['Low', 'Normal', 'High', 'Urgent'];
let received = 0;
const apiMs: number[] = [];
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
  child.send({ cmd: 'publish' });
};

/** Runs `count` updates one after another; per update, every client's delay and the slowest. */
async function measure(trigger: Trigger, count: number, warmup = 3) {
  const perDelivery: number[] = [];
  const perUpdateAll: number[] = [];
  for (let k = 0; k < warmup + count; k++) {
    const t0 = performance.now();
    await trigger();
    received++;
    await allReceived(received);
    if (k >= warmup) {
      const times = arrivals.map((a) => a[received - 1]! - t0);
      perDelivery.push(...times);
      perUpdateAll.push(Math.max(...times));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    deliveryMs: { p50: round(pct(perDelivery, 50)), p99: round(pct(perDelivery, 99)) },
    allClientsMs: { p50: round(pct(perUpdateAll, 50)), p99: round(pct(perUpdateAll, 99)) },
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 10) / 10;
const bus = await measure(viaBus, UPDATES);
const api = await measure(viaApi, UPDATES);
const result = {
  clients: CLIENTS,
  updates: UPDATES,
  connectSeconds: round(connectSeconds),
  /** Bus publish (NOTIFY) in the server -> each client's handler. */
  bus,
  /** PUT /api/reports/:id sent -> each client's handler (includes the request itself). */
  api: { ...api, responseMs: { p50: round(pct(apiMs.slice(3), 50)) } },
  serverRssMiB: { before: round(rssBefore / 2 ** 20), after: round(rssAfter / 2 ** 20) },
  bytesPerIdleConnection: Math.round((rssAfter - rssBefore) / CLIENTS),
};

let stopped = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (stopped < connections.length) await connections[stopped++]?.stop();
  }),
);
child.disconnect();

if (args.json) console.log(JSON.stringify(result));
else {
  const line = (label: string, m: typeof bus) =>
    `  ${label.padEnd(26)} per client p50 ${m.deliveryMs.p50} ms, p99 ${m.deliveryMs.p99} ms;` +
    ` all ${CLIENTS} clients p50 ${m.allClientsMs.p50} ms, p99 ${m.allClientsMs.p99} ms`;
  console.log(`Hub fan-out: ${CLIENTS} clients, ${UPDATES} updates each way (PGlite, loopback)`);
  console.log(line('bus publish -> clients', bus));
  console.log(line('PUT /api/reports -> clients', api));
  console.log(`  (the PUT itself answered in p50 ${result.api.responseMs.p50} ms)`);
  console.log(
    `  server RSS ${result.serverRssMiB.before} -> ${result.serverRssMiB.after} MiB: ` +
      `${(result.bytesPerIdleConnection / 1024).toFixed(1)} KiB per idle connection`,
  );
  console.log(`  connecting ${CLIENTS} clients took ${result.connectSeconds} s`);
}
