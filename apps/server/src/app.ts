import { localeFromAcceptLanguage } from '@app/i18n';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiTokenScheme } from './auth/api-token-doc';
import { registerAuthHook } from './auth/auth.hook';
import { startSessionCache } from './auth/session-cache';
import type { Deps } from './deps';
import { registerBodyStallTimeout } from './http/body-stall';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
  sendError,
} from './http/error-handler';
import { AppError } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { registerOriginCheck } from './http/origin';
import { acceptJsonOnly, registerSecurityHeaders, swaggerUiCsp } from './http/security';
import { registerWebApp } from './http/static';
import { registerUpgradeClose } from './http/upgrade';
import { type JobOptions, registerJobWorker } from './jobs/setup';
import { registerMetrics } from './modules/health/metrics';
import type { Startup } from './modules/health/readiness';
import { registerWebhookHooks } from './modules/integrations/webhook-events';
import { registerMaintenanceHooks } from './modules/maintenance/maintenance.hooks';
import { registerNotificationHooks } from './modules/notifications/notify-hook';
import { registerFollowHooks } from './modules/public-reporting/follow-hook';
import { registerWorkOrderHooks } from './modules/public-reporting/work-order-hook';
import { registerDrain } from './ops/drain';
import { registerRoutes } from './routes';

export interface BuildOptions {
  /** Serve the built web app (off in most API tests). */
  serveWeb?: boolean;
  /** Override the folder the web app is served from. */
  webRoot?: string;
  /** Start-up state for readiness; absent means ready once built (tests). */
  startup?: Startup;
  /** How long a stop waits for idle keep-alive connections to carry one last request (ops/drain.ts). */
  closeGraceMs?: number;
  /** How long a whole stop may take before every connection left is cut (ops/drain.ts). */
  stopGraceMs?: number;
  /** How long a request body may stall before 408 (http/body-stall.ts); 30 s unless a test shortens it. */
  bodyStallMs?: number;
  /** The job queue's worker (jobs/setup.ts): its clock, polling, and whether it starts by itself. */
  jobs?: JobOptions;
}

/** Builds the whole HTTP application from its dependencies; main.ts and tests both call it. */
export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    // Connections are drained by ops/drain.ts, not cut: idle ones may carry a request already sent.
    forceCloseConnections: false,
    // Requests arriving while closing are shed by the hook below, in the error envelope.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Time to receive a whole request: 2 minutes, so a 15 MB photo upload over a slow phone link
    // (1 Mbit/s) still arrives; a body that stalls is cut after 30 s (http/body-stall.ts), header
    // timeouts stay Node's, and queries keep their own 30 s.
    requestTimeout: 120_000,
    trustProxy: deps.config.TRUST_PROXY === 'none' ? false : deps.config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before a route runs answer in the error envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('rateLimitsEnabled', deps.config.RATE_LIMITS === 'on');
  app.decorateRequest('locale', 'sv');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
  registerBodyStallTimeout(app, opts.bodyStallMs);
  registerUpgradeClose(app);
  // Once closing, a request on an open keep-alive connection gets 503 `unavailable` and the
  // connection is closed, so the client retries elsewhere; requests already taken finish.
  // The flag is raised once the listener is closed (ops/drain.ts): a 503 sent earlier would make
  // the client connect again into a listener about to close, which resets the connection.
  let closing = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('unavailable', undefined, undefined, { 'retry-after': '1' });
  });
  registerDrain(app, {
    idleGraceMs: opts.closeGraceMs,
    stopGraceMs: opts.stopGraceMs,
    onStopAccepting: () => {
      closing = true;
    },
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, deps.config);
  acceptJsonOnly(app);
  await app.register(fastifyCookie);
  registerOriginCheck(app, deps.config);
  registerInputGuard(app);
  // Sessions checked once are remembered until the database says they changed (auth/session-cache.ts).
  const sessions = await startSessionCache(deps.db, deps.log);
  app.addHook('onClose', sessions.stop);
  registerAuthHook(app, deps.db, deps.jwtSecret, sessions.cache);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Felanmälan API',
        description: 'Fault reporting for property companies: errands, properties, contractors.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'acst' },
          apiToken: apiTokenScheme,
        },
      },
      security: [{ bearer: [] }, { cookie: [] }, { apiToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: swaggerUiCsp(deps.config),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerMetrics(app, deps);
  // What other features do inside an errand's change (modules/reports/report-hooks.ts).
  registerNotificationHooks();
  registerMaintenanceHooks();
  registerFollowHooks();
  registerWorkOrderHooks();
  registerWebhookHooks();
  registerJobWorker(app, deps, opts.jobs);
  await registerRoutes(app, deps, opts.startup);
  // Unknown paths: the single-page app for page routes when it is served, the 404 envelope otherwise.
  if (opts.serveWeb) await registerWebApp(app, opts.webRoot);
  else app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('not_found')));
  return app;
}
