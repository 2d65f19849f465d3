import type { FastifyInstance } from 'fastify';
import { writeRawError } from './error-handler';
import { AppError } from './errors';
import { isUpgrade } from './upgrade';

/** How long a request body may go without a byte arriving (docs/SECURITY.md, API4). */
export const BODY_STALL_MS = 30_000;

/**
 * Answers 408 and closes the connection when a request body stalls: no byte for
 * `stallMs`. A slow upload that keeps sending is not cut (the whole request still has the
 * server's request timeout); a client that sends headers and part of a body and then
 * nothing holds its connection and request for `stallMs`, not minutes.
 *
 * The socket's idle timer measures it: Node's HTTP parser touches it on every chunk. When
 * the server itself stops reading (a consumer applying back-pressure), the silence is ours,
 * so the timer starts again.
 */
export function registerBodyStallTimeout(app: FastifyInstance, stallMs = BODY_STALL_MS) {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody =
      (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || isUpgrade(raw) || raw.complete) return;
    const socket = raw.socket;
    const onTimeout = () => {
      if (raw.complete || socket.destroyed) return;
      if (raw.readableFlowing === false || raw.readableLength > 0) {
        socket.setTimeout(stallMs);
        return;
      }
      request.log.info({ stallMs }, 'request body stalled, closing');
      if (!reply.raw.headersSent) writeRawError(socket, request.locale, new AppError('request_timeout'));
      socket.destroySoon();
    };
    // Node emits the socket's timeout on the request while its body is incomplete; a listener
    // there keeps Node from destroying the socket without an answer.
    raw.on('timeout', onTimeout);
    socket.setTimeout(stallMs);
    // Once the body is in, the route may take its time: the connection's own timeouts apply
    // again (Node sets the keep-alive one when the answer is finished, so that is left alone).
    raw.once('end', () => {
      raw.off('timeout', onTimeout);
      if (!reply.raw.writableFinished) socket.setTimeout(0);
    });
  });
}
