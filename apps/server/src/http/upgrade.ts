import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Node marks a request it handed to the 'upgrade' listeners (its types leave the flag out). */
export const isUpgrade = (req: IncomingMessage) =>
  (req as IncomingMessage & { upgrade?: boolean }).upgrade === true;

/**
 * Closes the connection of an upgrade request that was answered instead of upgraded
 * (any path but the hub's, a refused method, an error). Node hands an upgrade request's
 * socket over to the upgrade listener and no longer manages it: without this, a client
 * that closes its side after the answer leaves the socket half-open (CLOSE-WAIT) for good,
 * and a stop waits on it.
 */
export function closeAnsweredUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if (!isUpgrade(request.raw)) return;
  reply.header('connection', 'close');
  const socket = request.raw.socket as Socket;
  reply.raw.once('finish', () => socket.destroySoon());
  reply.raw.once('close', () => socket.destroySoon());
}

/** Every answer to an upgrade request closes its connection (the hub's upgrades are hijacked, so never answered here). */
export function registerUpgradeClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    closeAnsweredUpgrade(request, reply);
    return payload;
  });
}
