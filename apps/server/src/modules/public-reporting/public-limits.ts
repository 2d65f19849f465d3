import type { FastifyInstance } from 'fastify';
import { byAddress, limit, MINUTE } from '../../auth/rate-limit';

/**
 * The limit on what anyone may read by a code or a link in the address (a sign's place, an
 * errand followed by its link, a work order): 120 a minute per network, so codes and links
 * cannot be guessed fast (429 over it). Each route counts under its own `name`.
 */
export const publicReads = (app: FastifyInstance, name: string) =>
  limit(app, { max: 120, windowMs: MINUTE, key: byAddress(name) });
