import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorEnvelope } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers } from '../test/factories';
import {
  type ChildServer,
  createDataHome,
  type DataHome,
  killIfRunning,
  type Outcome,
  request,
  startChildServer,
} from '../test/restart-harness';

/**
 * SIGTERM under a steady 200 requests/s on keep-alive connections (and two
 * clients sending back to back, so some request is in flight): requests
 * the server has taken are finished with a complete 200, later ones are shed
 * (503 + Connection: close) or refused at connect, never reset or cut off; the
 * process then exits 0. Repeated SIGTERM_RUNS times (3 by default), since a
 * reset is a race that one run can miss.
 *
 * The machine's socket table is crowded first, as a busy host's is: reading
 * all of it at the stop (to find the accept queue) once stalled the server
 * long enough for clients to connect into a listener about to close.
 */
const RUNS = Number(process.env.SIGTERM_RUNS ?? 3);
const WORKERS = 20;
/** Each worker sends one request every 100 ms: 200 requests/s in all. */
const PERIOD_MS = 100;
/** Two more send back to back, so requests are surely in flight at the signal. */
const BUSY = 2;

/** Closed connections left in the socket table (TIME_WAIT lasts a minute), as on a busy host. */
const CROWD = 10_000;

let home: DataHome;
let token: string;
let server: ChildServer | undefined;

/**
 * Leaves `count` closed connections in the kernel's socket table. The server
 * closes each, so the TIME_WAIT entries hold none of the client's ports.
 */
async function crowdSocketTable(count: number): Promise<void> {
  const crowd = http.createServer((_req, res) => res.end());
  await new Promise<void>((resolve) => crowd.listen(0, '127.0.0.1', resolve));
  const { port } = crowd.address() as AddressInfo;
  const once = () =>
    new Promise<void>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, agent: false }, (res) => res.resume().on('end', resolve))
        .on('error', () => resolve());
    });
  for (let done = 0; done < count; done += 100) await Promise.all(Array.from({ length: 100 }, once));
  await new Promise((resolve) => crowd.close(resolve));
}

beforeAll(async () => {
  await crowdSocketTable(CROWD);
  home = await createDataHome();
  token = await home.offline(async (db) => (await createOrgWithUsers(db)).manager.token);
}, 120_000);

afterAll(async () => {
  await killIfRunning(server);
  await home.dispose();
});

function envelopeCode(body: string): string | undefined {
  try {
    return ErrorEnvelope.safeParse(JSON.parse(body)).data?.error.code;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sent {
  outcome: Outcome;
  path: string;
  sentAt: number;
}

/** One start, two seconds of load, SIGTERM; returns what every request came to. */
async function oneRun(): Promise<{ code: number | string; termAt: number; sent: Sent[] }> {
  server = await startChildServer(home);
  const target = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS + BUSY });
  const sent: Sent[] = [];
  let stop = false;
  let n = 0;
  const worker = async (index: number) => {
    const paced = index < WORKERS;
    // Spread the paced workers over the period so requests arrive evenly.
    if (paced) await sleep((index * PERIOD_MS) / WORKERS);
    let next = Date.now();
    while (!stop) {
      const path = n++ % 2 === 0 ? '/health' : '/api/properties?pageSize=5';
      const sentAt = Date.now();
      const outcome = await request(agent, target.url + path, { token });
      sent.push({ outcome, path, sentAt });
      next += PERIOD_MS;
      // Once the process is gone every attempt is refused at once: the busy ones must not spin.
      const wait = paced ? next - Date.now() : outcome.kind === 'refused' ? 20 : 0;
      if (wait > 0) await sleep(wait);
    }
  };
  // Warm up both routes first: the load is about the stop, not the first requests' compilation.
  for (const path of ['/health', '/api/properties?pageSize=5']) {
    const warm = await request(agent, target.url + path, { token });
    expect(warm.kind === 'answered' && warm.status).toBe(200);
  }
  const workers = Array.from({ length: WORKERS + BUSY }, (_, i) => worker(i));

  await sleep(2000);
  const termAt = Date.now();
  target.child.kill('SIGTERM');
  const code = await target.exited;
  // A little longer, so requests sent to the stopped server are seen refused.
  await sleep(300);
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  return { code, termAt, sent };
}

describe('SIGTERM', () => {
  // A drain measured under real load on a shared two-core machine, beside the rest of the suite:
  // another attempt tells a stalled machine from a broken drain, which fails them all. Two
  // attempts once both failed in a fresh-clone run at a load average of 12 (5 resets of about
  // 2,600 requests, clients starved past the idle grace); alone it passes.
  const options = { retry: 2, timeout: 60_000 + RUNS * 30_000 };
  it(
    `finishes every request in flight, refuses the rest cleanly and exits 0 (${RUNS} runs)`,
    options,
    async () => {
      const summaries: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { code, termAt, sent } = await oneRun();
        expect(code).toBe(0);

        const ok = sent.filter((o) => o.outcome.kind === 'answered' && o.outcome.status === 200);
        // Shed: 503 `unavailable` in the error envelope, and the connection closed behind it.
        const shed = sent.filter(
          (o) =>
            o.outcome.kind === 'answered' &&
            o.outcome.status === 503 &&
            o.outcome.connectionClose &&
            envelopeCode(o.outcome.body) === 'unavailable',
        );
        const refused = sent.filter((o) => o.outcome.kind === 'refused');
        const resets = sent.filter((o) => o.outcome.kind === 'reset');
        const failed = sent.filter((o) => !ok.includes(o) && !shed.includes(o) && !refused.includes(o));
        const summary = {
          ok: ok.length,
          shed: shed.length,
          refused: refused.length,
          resets: resets.length,
          failed: failed.length,
        };
        summaries.push(summary);

        // Zero failures among the requests the server took: no resets, no broken bodies, no other status.
        expect(
          failed.map((f) => ({ ...f.outcome, path: f.path })),
          JSON.stringify(summary),
        ).toEqual([]);
        // Nothing is shed or refused before the signal.
        expect(shed.every((o) => o.outcome.at >= termAt)).toBe(true);
        expect(refused.every((o) => o.outcome.at >= termAt)).toBe(true);
        // Both routes were really served under load, and requests were still in flight at the signal.
        expect(ok.filter((o) => o.path === '/health').length).toBeGreaterThan(10);
        expect(ok.filter((o) => o.path !== '/health').length).toBeGreaterThan(10);
        expect(ok.some((o) => o.sentAt <= termAt && o.outcome.at >= termAt)).toBe(true);
        // And after the exit, connections are refused.
        expect(refused.length).toBeGreaterThan(0);
      }
      console.log(`SIGTERM runs: ${JSON.stringify(summaries)}`);
    },
  );
});
