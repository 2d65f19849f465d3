import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers for every answer: a strict Content-Security-Policy (no
 * inline scripts; inline styles stay allowed because MUI's emotion injects
 * style tags), no framing, nosniff, no referrer (reset and invite tokens live
 * in URLs), and HSTS outside development.
 *
 * helmet itself rather than its Fastify plugin: the plugin builds the whole
 * middleware (parsing the policy) again for every request, a measurable share
 * of a small request's CPU; built once here, each request only sets headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for previews of photos chosen for upload (object URLs of the user's own files).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.NODE_ENV === 'development' ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

/**
 * JSON only: Fastify also parses text/plain by default, which would let a
 * cross-site "simple" form POST reach the routes. Without the parser such a
 * request answers 415.
 */
export function acceptJsonOnly(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
}

/**
 * The API documentation page's CSP (@fastify/swagger-ui's static policy) asks
 * browsers to upgrade every request to https. Over plain http (a LAN address, a
 * laptop) that leaves the page blank, so the directive stays only when the
 * public address is https.
 */
export function swaggerUiCsp(config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https:');
  return (header: string) => (https ? header : header.replace(/\s*upgrade-insecure-requests;?/g, '').trim());
}
