import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const publicOrigin = (config: Pick<Config, 'publicUrl'>) => new URL(config.publicUrl).origin;

/**
 * Refuses state-changing requests sent by another site. Browsers mark them
 * with Sec-Fetch-Site and Origin; clients without either (curl, server to
 * server with a bearer token) are not browsers and carry no ambient cookies
 * we must protect.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const own = publicOrigin(config);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('forbidden', undefined, 'errors.crossSite');
    const origin = request.headers.origin;
    if (!origin) return;
    if (!originAllowed(request, origin, own)) throw new AppError('forbidden', undefined, 'errors.crossSite');
  });
}

/** The public address's origin, or the address the request was sent to (a LAN address). */
function originAllowed(request: FastifyRequest, origin: string, own: string): boolean {
  const host = request.headers.host;
  const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  return sameHost || origin === own;
}

/**
 * Positive evidence that a request was made by this site's own pages or by the
 * user directly (typed, bookmarked): Sec-Fetch-Site `same-origin` or `none`, or,
 * from browsers without Sec-Fetch-Site, an Origin of this site. A request
 * without either proves nothing, so it does not count as same-origin.
 */
export function isOwnSiteRequest(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  return origin !== undefined && originAllowed(request, origin, publicOrigin(config));
}
