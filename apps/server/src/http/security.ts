import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers for every answer: a strict Content-Security-Policy (no
 * inline scripts; inline styles stay allowed because MUI's emotion injects
 * style tags), no framing, nosniff, no referrer (reset and invite tokens live
 * in URLs), and HSTS outside development.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
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
}

/**
 * JSON only: Fastify also parses text/plain by default, which would let a
 * cross-site "simple" form POST reach the routes. Without the parser such a
 * request answers 415.
 */
export function acceptJsonOnly(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
}
