/**
 * Latency at a fixed request rate, open loop: requests are sent evenly spaced
 * (one every 1/rate seconds) whatever the answers do, and each latency is
 * counted from the moment its request was due, so waiting for a free
 * connection counts too (no coordinated omission).
 *
 * Why not autocannon's -R: it lets each connection send its quota for the
 * second at the start of the second, all connections together, so the server
 * sees one burst per second and the percentiles measure that burst's queue.
 *
 * Usage: tsx bench/paced.ts '<json {url, method?, headers?, body?, rate, seconds, connections}>'
 * Prints {rps, p50, p99, requests, errors} as JSON (milliseconds).
 */
import { Agent, request } from 'node:http';

interface Spec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
  connections: number;
}

const TIMEOUT_MS = 10_000;
const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;
const url = new URL(spec.url);
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const interval = 1000 / spec.rate;
const total = Math.round(spec.rate * spec.seconds);
const latencies: number[] = [];
let errors = 0;
let finished = 0;
let lastAnswer = 0;

function send(due: number) {
  let settled = false;
  const settle = (ok: boolean) => {
    if (settled) return;
    settled = true;
    const now = performance.now();
    if (ok) latencies.push(now - due);
    else errors++;
    lastAnswer = now;
    finished++;
    if (finished === total) end();
  };
  const req = request(
    {
      agent,
      hostname: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: spec.method ?? 'GET',
      headers: spec.headers,
      timeout: TIMEOUT_MS,
    },
    (res) => {
      res.resume();
      res.on('end', () => settle((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
      res.on('error', () => settle(false));
    },
  );
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => settle(false));
  req.end(spec.body);
}

const start = performance.now() + 20;
let sent = 0;
function tick() {
  const now = performance.now();
  while (sent < total && start + sent * interval <= now) {
    send(start + sent * interval);
    sent++;
  }
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
}
setTimeout(tick, 20);

// Requests still queued long after the last one was due count as errors.
const deadline = setTimeout(
  () => {
    errors += total - finished;
    end();
  },
  spec.seconds * 1000 + TIMEOUT_MS * 2,
);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 10) / 10;
}

function end() {
  clearTimeout(deadline);
  const sorted = latencies.sort((a, b) => a - b);
  const elapsed = Math.max(lastAnswer - start, spec.seconds * 1000) / 1000;
  console.log(
    JSON.stringify({
      rps: Math.round(sorted.length / elapsed),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      requests: total,
      errors,
    }),
  );
  agent.destroy();
  process.exit(0);
}
