import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file to download as `fileName`, never cached: bytes or text built in one piece, or
 * a stream sent as it is read.
 */
export function sendDownload(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: string | Uint8Array | Readable,
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
