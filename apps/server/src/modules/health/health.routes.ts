import { HealthResponse, LivenessResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import type { Startup } from './readiness';

const VERSION = process.env.npm_package_version ?? '0.0.0';
const PING_TIMEOUT_MS = 2000;

export interface HealthRouteOptions {
  deps: Deps;
  startup: Startup;
}

/**
 * `/health/live`: the process answers. `/health/ready` (and `/health`): the
 * database answers within two seconds and start-up has finished; 503 otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, { deps, startup }) => {
  const op = operations({ tags: ['health'] });
  app.get('/health/live', op('getHealthLive', { ok: LivenessResponse }), async () => ({
    status: 'ok' as const,
    version: VERSION,
  }));

  const readiness = (operationId: string) =>
    op(operationId, { ok: HealthResponse, response: { 503: HealthResponse } });
  const ready = async (): Promise<HealthResponse> => {
    let timer: NodeJS.Timeout | undefined;
    const up = await Promise.race([
      deps.db.ping(),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref();
      }),
    ]).finally(() => clearTimeout(timer));
    const ok = up && startup.done;
    return {
      status: ok ? 'ok' : 'unavailable',
      database: up ? 'ok' : 'down',
      startup: startup.done ? 'done' : 'pending',
      version: VERSION,
    };
  };
  for (const [path, operationId] of [
    ['/health/ready', 'getHealthReady'],
    ['/health', 'getHealth'],
  ] as const) {
    app.get(path, readiness(operationId), async (_request, reply) => {
      const body = await ready();
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    });
  }
};
