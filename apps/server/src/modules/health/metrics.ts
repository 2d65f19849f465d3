import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { exportWorkerCounts } from '../exports';

const PREFIX = 'felanmalan_';

interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(db: Deps['db']): PoolStats | undefined {
  const pool = (db as { pool?: PoolStats }).pool;
  return pool && typeof pool.totalCount === 'number' ? pool : undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * `/metrics` in the Prometheus text format. Off (404) unless METRICS_TOKEN is
 * set; then only with `Authorization: Bearer <token>` (401 otherwise). Metrics
 * are kept only when it is on, so an unmonitored server pays nothing.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const token = deps.config.METRICS_TOKEN;
  if (!token) {
    // Registered all the same, so the page fallback does not answer it with the web app.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw new AppError('not_found');
    });
    return;
  }

  const register = new Registry();
  collectDefaultMetrics({ register, prefix: PREFIX });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP request durations by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [register],
  });
  new Gauge({
    name: `${PREFIX}hub_connections`,
    help: 'Open WebSocket connections to the live hub.',
    registers: [register],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}export_workers`,
    help: 'CSV exports running on their worker thread (PostgreSQL), each with a database connection of its own.',
    registers: [register],
    collect() {
      this.set(exportWorkerCounts().running);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database connections by state: total, idle, and requests waiting for one (PostgreSQL); the embedded database has one connection.',
    labelNames: ['kind', 'state'] as const,
    registers: [register],
    collect() {
      const pool = poolOf(deps.db);
      if (pool) {
        this.set({ kind: deps.db.kind, state: 'total' }, pool.totalCount);
        this.set({ kind: deps.db.kind, state: 'idle' }, pool.idleCount);
        this.set({ kind: deps.db.kind, state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ kind: deps.db.kind, state: 'total' }, 1);
      }
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('unauthenticated', undefined, undefined, { 'www-authenticate': 'Bearer' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });
}
