import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from '../lib/paths';
import { sendError } from './error-handler';
import { AppError } from './errors';

/**
 * Serves the built web app on the same port; any other non-API GET answers
 * index.html so deep links (/panel/errands) load the single-page app.
 */
export async function registerWebApp(app: FastifyInstance, root = webDistDir()) {
  const index = join(root, 'index.html');
  const hasBuild = existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs):
      // sent to browsers that accept them, the uncompressed file otherwise.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Machine paths answer in the error envelope, never with the web app's page.
    const isApi = ['/api', '/health', '/metrics', '/reportHub'].some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`),
    );
    if (hasBuild && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (/\.[a-z0-9]{1,8}$/i.test(path)) return sendError(request, reply, new AppError('not_found'));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(request, reply, new AppError('not_found'));
  });
}
