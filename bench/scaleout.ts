/**
 * Scale-out: two server instances on one PostgreSQL, on two loopback ports.
 * Checks that a session made on one is honoured by the other, that a hub
 * client on B hears a report created through A, and compares the list
 * endpoint's saturated throughput of one instance with two.
 *
 *   npx tsx bench/scaleout.ts [--reports 100000] [--seconds 10] [--json]
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { appServer, arg, ensureDatabase, type LoadResult, load, machine, report, signIn } from './lib';
import { prepare } from './prepare';
import { BENCH_PASSWORD } from './seed';

const reports = Number(arg('reports', '100000'));
const seconds = Number(arg('seconds', '10'));
const label = reports >= 1_000_000 ? `${reports / 1_000_000}m` : `${reports / 1000}k`;
const MANAGER = 'bench-manager-1@example.test';
const databaseUrl = await ensureDatabase(`bench_${label}`);

await prepare({ databaseUrl }, reports, MANAGER);

const a = await appServer(3221, { databaseUrl }, 0);
const b = await appServer(3222, { databaseUrl }, 1);
const checks: Record<string, boolean | number> = {};
let one: LoadResult;
let two: LoadResult[];
try {
  // Sessions: signed in on A, the same cookies work on B (sessions live in the database).
  const cookie = await signIn(a.url, MANAGER, BENCH_PASSWORD);
  const me = await fetch(`${b.url}/api/auth/get-current-user`, { headers: { cookie } });
  checks.sessionAcrossInstances = me.status === 200;
  const refresh = await fetch(`${b.url}/api/auth/refresh-token`, { headers: { cookie } });
  checks.refreshOnOtherInstance = refresh.status === 200;

  // Hub: a client on B hears a report created through A (LISTEN/NOTIFY between instances).
  const access = cookie.match(/acst=([^;]+)/)?.[1] ?? '';
  const hub = new HubConnectionBuilder()
    .withUrl(`${b.url}/reportHub`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => access,
    })
    .configureLogging(LogLevel.None)
    .build();
  const heard = new Promise<number>((resolve) => hub.on('ReportCreated', () => resolve(performance.now())));
  await hub.start();
  const list = (await (await fetch(`${a.url}/api/reports?pageSize=1`, { headers: { cookie } })).json()) as {
    items: { propertyId: string }[];
  };
  const sent = performance.now();
  const created = await fetch(`${a.url}/api/reports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      propertyId: list.items[0]!.propertyId,
      whatBroke: 'bench-create',
      trade: 'plumber',
    }),
  });
  const at = await Promise.race([heard, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
  checks.hubEventAcrossInstances = created.status === 201 && at !== null;
  if (at !== null) checks.hubCreateToDeliveryMs = Math.round(at - sent);
  await hub.stop();

  // Throughput of the list endpoint: one instance, then both at once (each with its own load generator).
  const req = (url: string, connections: number) => ({
    url: `${url}/api/reports`,
    headers: { cookie },
    seconds,
    connections,
  });
  await load({ ...req(a.url, 16), seconds: 2 });
  await load({ ...req(b.url, 16), seconds: 2 });
  one = await load(req(a.url, 32));
  two = await Promise.all([load(req(a.url, 16)), load(req(b.url, 16))]);
} finally {
  await a.stop();
  await b.stop();
}
const twoRps = two.reduce((s, r) => s + r.rps, 0);
const data = {
  bench: 'scaleout',
  reports,
  seconds,
  machine: machine(),
  checks,
  list: {
    one: one.rps,
    two: twoRps,
    ratio: +(twoRps / one.rps).toFixed(2),
    errors: one.errors + two.reduce((s, r) => s + r.errors, 0),
  },
};
report(
  `Scale-out, two instances on one PostgreSQL, ${label} reports`,
  [
    ...Object.entries(checks).map(([k, v]) => `${k}: ${v}`),
    `list req/s: one instance ${one.rps}, two instances ${twoRps} (x${data.list.ratio}), errors ${data.list.errors}`,
  ],
  data,
);
if (!checks.sessionAcrossInstances || !checks.hubEventAcrossInstances) process.exitCode = 1;
