import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';

/** The Fastify instance a route plugin declares its routes on (with the zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The route plugin of a feature whose routes call one service: `declare` receives the app and
 * `createService(deps)`, so the file reads as its list of routes rather than opening with the
 * same plugin signature and service set-up as every other.
 */
export function serviceRoutes<S>(
  createService: (deps: Deps) => S,
  declare: (app: RouteApp, service: S) => void,
): FastifyPluginAsyncZod<{ deps: Deps }> {
  return async (app, { deps }) => declare(app, createService(deps));
}
