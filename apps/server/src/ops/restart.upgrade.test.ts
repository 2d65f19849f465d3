import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers } from '../test/factories';
import { connectHub } from '../test/hub-kit';
import {
  type ChildServer,
  createDataHome,
  type DataHome,
  killIfRunning,
  startChildServer,
} from '../test/restart-harness';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEFAULT_STOP_GRACE_MS } from './drain';

/**
 * Upgrade requests to paths other than the hub's were answered and their sockets never
 * closed (CLOSE-WAIT once the client closed its side): 45 of them and a SIGTERM left the
 * process "shutting down" for minutes. They are closed after the answer, and a stop ends
 * within its grace period whatever connections are open.
 */

const UPGRADE = (path: string, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;

/** Opens a raw connection and writes `text`; never closes it from this side unless `halfClose`. */
function rawSocket(url: string, text: string, halfClose = false) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (d) => {
    received += d;
  });
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(text);
  if (halfClose) socket.end();
  return { socket, ended, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms)),
  ]);

describe('an upgrade request the hub does not take', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is answered and its connection closed by the server, on any path', async () => {
    const paths = ['/', '/api/reports', '/health', '/nope', '/reportHubX', '/api/%zz', '/reportHub/x'];
    const sockets = [
      ...paths.map((p) => rawSocket(server.url, UPGRADE(p))),
      rawSocket(server.url, UPGRADE('/reportHub', 'POST')),
    ];
    for (const s of sockets) {
      // The client keeps its side open: the server must close the connection itself.
      await within(s.ended, 3000, `closing ${s.received().split('\r\n')[0]}`);
      expect(s.received()).toMatch(/^HTTP\/1\.1 (2|4|5)\d\d /);
    }
    // The hub itself still upgrades.
    const { manager } = await createOrgWithUsers(server.db);
    const hub = await connectHub(server.url, { token: manager.token });
    expect(hub.connection.state).toBe('Connected');
    await hub.stop();
  });
});

describe('SIGTERM with connections held open', () => {
  let home: DataHome;
  let child: ChildServer | undefined;
  beforeAll(async () => {
    home = await createDataHome();
  }, 120_000);
  afterAll(async () => {
    await killIfRunning(child);
    await home.dispose();
  });

  it('exits 0 within its grace period', { timeout: 120_000 }, async () => {
    const token = await home.offline(async (db) => (await createOrgWithUsers(db)).manager.token);
    child = await startChildServer(home, { LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? 'silent' });
    const url = child.url;
    // 45 upgrades to other paths whose clients closed their side, as in the finding.
    const upgrades = Array.from({ length: 45 }, (_, i) => rawSocket(url, UPGRADE(`/x${i}`), true));
    // A body that stalls, headers that never end, and a live hub connection.
    const stalled = rawSocket(
      url,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"em',
    );
    const partial = rawSocket(url, 'GET /health HTTP/1.1\r\nHost: local');
    const hub = await connectHub(url, { token });
    await new Promise((r) => setTimeout(r, 500));
    const termAt = Date.now();
    child.child.kill('SIGTERM');
    const code = await within(child.exited, DEFAULT_STOP_GRACE_MS + 20_000, 'exit');
    const tookMs = Date.now() - termAt;
    expect(code).toBe(0);
    // The grace period, and a little for closing the database on a busy machine: not the
    // 30 s of a stalled body, nor the minutes the held upgrades took.
    expect(tookMs, child.output()).toBeLessThan(DEFAULT_STOP_GRACE_MS + 5000);
    for (const s of [...upgrades, stalled, partial]) await within(s.ended, 1000, 'connection closed');
    await hub.closed;
  });
});
