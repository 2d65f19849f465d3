import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptQueueLength, registerDrain } from './drain';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
    cleanups.push(() => socket.destroy());
  });
}

/** A listener in another process that accepts nothing while it is stopped. */
async function stoppedListener(): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('net').createServer().listen(0, '127.0.0.1', () => console.log(s.address().port))",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  cleanups.push(() => {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.once('data', (d) => resolve(Number(String(d)))),
  );
  child.kill('SIGSTOP');
  return port;
}

describe('acceptQueueLength', () => {
  it('counts the connections completed but not yet accepted, among many other sockets', async () => {
    // Established sockets are listed after the listening ones: the count must not depend on them.
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      busy.closeAllConnections();
      busy.close();
    });
    const busyPort = (busy.address() as net.AddressInfo).port;
    await Promise.all(Array.from({ length: 200 }, () => connect(busyPort)));

    const port = await stoppedListener();
    expect(acceptQueueLength(port)).toBe(0);
    await Promise.all([connect(port), connect(port), connect(port)]);
    expect(acceptQueueLength(port)).toBe(3);
    // The busy server's listener is found too (how many it has still to accept varies).
    expect(acceptQueueLength(busyPort)).toBeTypeOf('number');
  });

  it('is undefined for a port nobody listens on', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    expect(acceptQueueLength(port)).toBeUndefined();
  });
});

interface Answer {
  status: number;
  /** The answer's Connection header. */
  connection: string | undefined;
  /** Whether the request went over a connection kept open by the answer before it. */
  reused: boolean;
}

/** One GET on `agent`. */
function get(agent: http.Agent, port: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http
      .get({ host: '127.0.0.1', port, path: '/x', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
          }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves once `done()` holds, checking on every turn of the event loop. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('registerDrain', () => {
  /** A queue the test holds full; `read` says the stop has begun reading it. */
  interface HeldQueue {
    held: boolean;
    read: boolean;
  }

  async function drainedApp(queue: HeldQueue): Promise<{ app: FastifyInstance; port: number }> {
    const app = Fastify({ forceCloseConnections: false, return503OnClosing: false });
    const acceptQueue = () => {
      queue.read = true;
      return queue.held ? 1 : 0;
    };
    registerDrain(app, { idleGraceMs: 50, acceptQueue });
    app.get('/x', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    return { app, port: (app.server.address() as net.AddressInfo).port };
  }

  it('keeps connections open while the queue is accepted, and closes them once the listener is closed', async () => {
    const queue: HeldQueue = { held: false, read: false };
    const { app, port } = await drainedApp(queue);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    expect(await get(agent, port)).toMatchObject({ status: 200, connection: 'keep-alive', reused: false });

    // The stop waits on a queue that is never seen empty while held.
    queue.held = true;
    const closed = app.close();
    await until(() => queue.read);
    expect(app.server.listening).toBe(true);
    // Fastify marks answers `Connection: close` once it closes; that would send this client into
    // the queue of a listener about to close, so the answer keeps the connection open.
    const during = await get(agent, port);
    expect(during).toMatchObject({ status: 200, reused: true });
    expect(during.connection).not.toBe('close');
    expect((await get(agent, port)).reused).toBe(true);
    // A new connection is still accepted and answered.
    const other = new http.Agent({ keepAlive: true });
    cleanups.push(() => other.destroy());
    expect((await get(other, port)).status).toBe(200);

    // Once the queue is empty the listener closes, and each connection carries one more answer.
    queue.held = false;
    await until(() => !app.server.listening);
    expect(await get(agent, port)).toMatchObject({ status: 200, connection: 'close', reused: true });
    await closed;
  });
});
