/**
 * One client process of bench/hub-fanout.ts: holds a share of the official SignalR clients, so
 * that 10,000 connections' parsing is spread over several processes instead of one event loop.
 * Talks to the coordinator over IPC:
 *   {cmd: 'grow', total, sent}  connect clients until this process holds `total` (the new ones
 *                         count the `sent` updates before them as had), answer {type: 'grown'}
 *   {cmd: 'await', count} when every client has received `count` updates, answer
 *                         {type: 'arrived', times}: each client's arrival of update `count`, in
 *                         absolute milliseconds (timeOrigin + now, comparable across processes)
 *   {cmd: 'stop'}         close every connection and exit
 */
import { performance } from 'node:perf_hooks';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

const [url, token, concurrencyArg] = process.argv.slice(2) as [string, string, string];
const CONCURRENCY = Number(concurrencyArg);
const now = () => performance.timeOrigin + performance.now();

/** Per client: when each ReportUpdated arrived. */
const arrivals: number[][] = [];
const connections: HubConnection[] = [];
let waiting: { count: number; done: () => void } | undefined;

const everyoneHas = (count: number) => arrivals.every((a) => a.length >= count);

async function connectOne(i: number, sent: number) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}/reportHub`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  // A client that joins later than the first has not missed the updates sent before it.
  const mine: number[] = Array(sent).fill(Number.NaN);
  connection.on('ReportUpdated', () => {
    mine.push(now());
    if (waiting && mine.length >= waiting.count && everyoneHas(waiting.count)) waiting.done();
  });
  await connection.start();
  // Counted only once connected: a client still connecting has missed nothing yet.
  arrivals[i] = mine;
  connections[i] = connection;
}

async function grow(total: number, sent: number) {
  let next = connections.length;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) await connectOne(next++, sent);
    }),
  );
}

function awaitCount(count: number, timeoutMs = 60_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`update ${count} not delivered in time`)), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      waiting = undefined;
      resolve();
    };
    waiting = { count, done };
    if (everyoneHas(count)) done();
  });
}

type Command =
  | { cmd: 'grow'; total: number; sent: number }
  | { cmd: 'await'; count: number }
  | { cmd: 'stop' };
process.on('message', async (msg: Command) => {
  if (msg.cmd === 'grow') {
    await grow(msg.total, msg.sent);
    process.send?.({ type: 'grown' });
  } else if (msg.cmd === 'await') {
    await awaitCount(msg.count);
    process.send?.({ type: 'arrived', times: arrivals.map((a) => a[msg.count - 1]!) });
  } else {
    for (let i = 0; i < connections.length; i += CONCURRENCY)
      await Promise.all(connections.slice(i, i + CONCURRENCY).map((c) => c.stop()));
    process.exit(0);
  }
});
process.send?.({ type: 'ready' });
