import { closeSync, openSync, readSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stop waits for keep-alive connections to carry one last request. */
const DEFAULT_IDLE_GRACE_MS = 1000;
/**
 * How long a stop takes at most: whatever connection is still open then (a request still
 * running, a body that stalls, a socket some client never closes) is cut, so the process
 * exits before an orchestrator's kill (Docker waits 10 s, Kubernetes 30 s).
 */
export const DEFAULT_STOP_GRACE_MS = 8000;
/** How long a stop waits at most for the kernel's queue of not yet accepted connections. */
const ACCEPT_WAIT_MS = 500;
/** One read of /proc/net/tcp: some forty sockets' lines. */
const CHUNK_BYTES = 8192;

/**
 * Connections the kernel has completed but the process has not yet accepted on
 * `port` (Linux: the listening socket's receive queue in /proc/net/tcp or
 * tcp6), or undefined where that cannot be read.
 *
 * Only the file's head is read. The kernel lists listening sockets before all
 * others, and a busy machine has tens of thousands of others (TIME_WAIT ones
 * too): reading them all took 20 ms on a quiet machine and 340 ms on a loaded
 * one, during which the event loop stood still, clients opened new connections
 * and the queue seen empty at the start of the read was full again at its end.
 */
export function acceptQueueLength(port: number, family: 'IPv4' | 'IPv6' = 'IPv4'): number | undefined {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let fd: number;
  try {
    fd = openSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    let rest = '';
    let header = true;
    let found: number | undefined;
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK_BYTES, null);
      if (n === 0) return found;
      const lines = (rest + buffer.toString('latin1', 0, n)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (header) {
          header = false;
          continue;
        }
        const [, local, , state, queues] = line.trim().split(/\s+/);
        // State 0A is LISTEN; the listening sockets are over at the first other state.
        if (state !== '0A') return found;
        // For a listening socket rx_queue is the accept queue.
        if (local?.endsWith(hexPort) && queues) {
          found = (found ?? 0) + Number.parseInt(queues.split(':')[1] ?? '0', 16);
        }
      }
    }
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Lets the event loop accept the connections already waiting in the kernel's
 * queue: closing the listener would reset them, and their requests may have
 * been sent long ago when the process was busy. Returns once the queue has been
 * seen empty (the caller closes the listener in the same turn, so nothing can
 * be accepted in between) or the wait is over.
 */
async function acceptWaiting(server: net.Server, queueLength: AcceptQueueReader): Promise<void> {
  const address = server.address();
  if (!address || typeof address === 'string') return;
  const deadline = Date.now() + ACCEPT_WAIT_MS;
  // Each turn passes through the event loop's poll phase, which accepts what is queued.
  // Answers still keep their connections open here, so clients are not invited to reconnect.
  const family = address.family === 'IPv6' ? 'IPv6' : 'IPv4';
  while ((queueLength(address.port, family) ?? 0) > 0 && Date.now() < deadline) await nextTurn();
}

/**
 * A stop that resets no request. Destroying idle keep-alive sockets at once
 * (what `server.close()` does) resets every request already on its way over
 * one of them. Instead, on close:
 *  1. accept the connections already queued, then stop listening (new ones are refused at connect);
 *  2. answer every response with `Connection: close`, so each open connection
 *     carries at most one more request (finished, or shed with 503 by app.ts);
 *  3. after a grace period, close the connections that carried nothing;
 *  4. then Fastify's own close waits for the requests still running;
 *  5. at the stop's grace period every connection still open is cut, whatever it is.
 */
export interface DrainOptions {
  /** How long to wait for idle keep-alive connections to carry one last request. */
  idleGraceMs?: number;
  /** How long the whole stop may take before every connection left is cut. */
  stopGraceMs?: number;
  /** Called once no new connection is accepted: from then on requests are shed. */
  onStopAccepting?: () => void;
  /** Reads the accept queue; acceptQueueLength unless a test holds the queue full. */
  acceptQueue?: AcceptQueueReader;
}

type AcceptQueueReader = (port: number, family: 'IPv4' | 'IPv6') => number | undefined;

export function registerDrain(app: FastifyInstance, opts: DrainOptions = {}): void {
  const idleGraceMs = opts.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;
  const queueLength = opts.acceptQueue ?? acceptQueueLength;
  let closeBegun = false;
  let draining = false;
  const stopGraceMs = opts.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  let cutTimer: NodeJS.Timeout | undefined;
  /** Connections that carry HTTP requests: a stop waits a moment for them to carry one more. */
  const sockets = new Set<net.Socket>();
  /** Every connection, upgraded ones too: none outlives the stop's grace period. */
  const all = new Set<net.Socket>();
  app.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    all.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      all.delete(socket);
    });
  });
  // Upgraded sockets belong to the hub, which closes them itself.
  app.server.on('upgrade', (_req, socket: net.Socket) => sockets.delete(socket));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    // Fastify marks every answer `Connection: close` once its close begins. Until the listener
    // is closed that sends the client into the listener's queue, so the mark is taken off.
    else if (closeBegun) reply.raw.removeHeader('connection');
    return payload;
  });

  const stopAccepting = () => {
    draining = true;
    opts.onStopAccepting?.();
  };

  app.addHook('preClose', async () => {
    closeBegun = true;
    cutTimer = setTimeout(() => {
      if (all.size > 0)
        app.log.warn({ connections: all.size }, 'stop grace period over, cutting connections');
      for (const socket of all) socket.destroy();
    }, stopGraceMs);
    cutTimer.unref();
    if (!app.server.listening) return stopAccepting();
    // Until the listener is closed, answers keep their connections open: a client told to
    // close would connect again into the listener's queue, and closing the listener resets it.
    await acceptWaiting(app.server, queueLength);
    // net.Server's close stops listening without http.Server's immediate closeIdleConnections().
    net.Server.prototype.close.call(app.server);
    stopAccepting();
    const deadline = Date.now() + idleGraceMs;
    while (sockets.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app.server.closeIdleConnections();
  });
  app.addHook('onClose', async () => clearTimeout(cutTimer));
}
