import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. Browsers mark them
 * with Sec-Fetch-Site and Origin; clients without either (curl, server to
 * server with a bearer token) are not browsers and carry no ambient cookies
 * we must protect.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('forbidden', undefined, 'errors.crossSite');
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowed.has(origin)) throw new AppError('forbidden', undefined, 'errors.crossSite');
  });
}
