import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stop waits for keep-alive connections to carry one last request. */
const DEFAULT_IDLE_GRACE_MS = 1000;
/** How long a stop waits at most for the kernel's queue of not yet accepted connections. */
const ACCEPT_WAIT_MS = 500;

/**
 * Connections the kernel has completed but the process has not yet accepted on
 * `port` (Linux: the listening socket's receive queue in /proc/net/tcp*), or
 * undefined where that cannot be read.
 */
export function acceptQueueLength(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let found: number | undefined;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      // State 0A is LISTEN; for a listening socket rx_queue is the accept queue.
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`) || !queues) continue;
      found = (found ?? 0) + Number.parseInt(queues.split(':')[1] ?? '0', 16);
    }
  }
  return found;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Lets the event loop accept the connections already waiting in the kernel's
 * queue: closing the listener would reset them, and their requests may have
 * been sent long ago when the process was busy. Returns once the queue has been
 * seen empty (the caller closes the listener in the same turn, so nothing can
 * be accepted in between) or the wait is over.
 */
async function acceptWaiting(server: net.Server): Promise<void> {
  const address = server.address();
  if (!address || typeof address === 'string') return;
  const deadline = Date.now() + ACCEPT_WAIT_MS;
  // Each turn passes through the event loop's poll phase, which accepts what is queued.
  // Answers still keep their connections open here, so clients are not invited to reconnect.
  while ((acceptQueueLength(address.port) ?? 0) > 0 && Date.now() < deadline) await nextTurn();
}

/**
 * A stop that resets no request. Destroying idle keep-alive sockets at once
 * (what `server.close()` does) resets every request already on its way over
 * one of them. Instead, on close:
 *  1. accept the connections already queued, then stop listening (new ones are refused at connect);
 *  2. answer every response with `Connection: close`, so each open connection
 *     carries at most one more request (finished, or shed with 503 by app.ts);
 *  3. after a grace period, close the connections that carried nothing;
 *  4. then Fastify's own close waits for the requests still running.
 */
export interface DrainOptions {
  /** How long to wait for idle keep-alive connections to carry one last request. */
  idleGraceMs?: number;
  /** Called once no new connection is accepted: from then on requests are shed. */
  onStopAccepting?: () => void;
}

export function registerDrain(app: FastifyInstance, opts: DrainOptions = {}): void {
  const idleGraceMs = opts.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;
  let draining = false;
  const sockets = new Set<net.Socket>();
  app.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Upgraded sockets belong to the hub, which closes them itself.
  app.server.on('upgrade', (_req, socket: net.Socket) => sockets.delete(socket));

  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const stopAccepting = () => {
    draining = true;
    opts.onStopAccepting?.();
  };

  app.addHook('preClose', async () => {
    if (!app.server.listening) return stopAccepting();
    // Until the listener is closed, answers keep their connections open: a client told to
    // close would connect again into the listener's queue, and closing the listener resets it.
    await acceptWaiting(app.server);
    // net.Server's close stops listening without http.Server's immediate closeIdleConnections().
    net.Server.prototype.close.call(app.server);
    stopAccepting();
    const deadline = Date.now() + idleGraceMs;
    while (sockets.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app.server.closeIdleConnections();
  });
}
