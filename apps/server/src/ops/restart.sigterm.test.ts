import http from 'node:http';
import { ErrorEnvelope } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers } from '../test/factories';
import {
  type ChildServer,
  createDataHome,
  type DataHome,
  type Outcome,
  request,
  startChildServer,
} from '../test/restart-harness';

/**
 * SIGTERM under load: requests the server has taken are finished with a
 * complete 200, later ones are shed (503 + Connection: close) or refused at
 * connect, never cut off; the process then exits 0.
 */
let home: DataHome;
let server: ChildServer;
let token: string;

beforeAll(async () => {
  home = await createDataHome();
  token = await home.offline(async (db) => (await createOrgWithUsers(db)).manager.token);
  server = await startChildServer(home);
}, 120_000);

afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await home.dispose();
});

function envelopeCode(body: string): string | undefined {
  try {
    return ErrorEnvelope.safeParse(JSON.parse(body)).data?.error.code;
  } catch {
    return undefined;
  }
}

describe('SIGTERM', () => {
  it('finishes every request in flight, refuses the rest cleanly and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const outcomes: { outcome: Outcome; path: string; sentAt: number }[] = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const path = n++ % 2 === 0 ? '/health' : '/api/properties?pageSize=5';
        const sentAt = Date.now();
        const outcome = await request(agent, server.url + path, { token });
        outcomes.push({ outcome, path, sentAt });
        // After the process is gone every attempt is refused at once; do not spin.
        if (outcome.kind === 'refused') await new Promise((r) => setTimeout(r, 20));
      }
    };
    const workers = Array.from({ length: 20 }, worker);

    await new Promise((r) => setTimeout(r, 2000));
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    // A little longer, so requests sent to the stopped server are seen refused.
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    await Promise.all(workers);
    agent.destroy();

    expect(code).toBe(0);

    const ok = outcomes.filter((o) => o.outcome.kind === 'answered' && o.outcome.status === 200);
    // Shed: 503 `unavailable` in the error envelope, and the connection closed behind it.
    const shed = outcomes.filter(
      (o) =>
        o.outcome.kind === 'answered' &&
        o.outcome.status === 503 &&
        o.outcome.connectionClose &&
        envelopeCode(o.outcome.body) === 'unavailable',
    );
    const refused = outcomes.filter((o) => o.outcome.kind === 'refused');
    const failed = outcomes.filter((o) => !ok.includes(o) && !shed.includes(o) && !refused.includes(o));
    const summary = { ok: ok.length, shed: shed.length, refused: refused.length, failed: failed.length };

    // Zero failures among the requests the server took: no broken bodies, no other status.
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
  }, 60_000);
});
