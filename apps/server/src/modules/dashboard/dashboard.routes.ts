import { Dashboard, EventListQuery, EventPage } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { stopOnClose } from '../../http/stop-on-close';
import { startBusBarrier } from '../../realtime/bus-barrier';
import { createDashboardService } from './dashboard.service';
import { startDashboardCache } from './dashboard-cache';

const op = operations({ tags: ['dashboard'] });

/** /api/dashboard and /api/events */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const dashboardCache = startDashboardCache(deps.bus);
  const barrier = await startBusBarrier(deps.db);
  stopOnClose(app, dashboardCache, barrier);
  const service = createDashboardService({
    db: deps.db,
    cache: dashboardCache.cache,
    caughtUp: barrier.caughtUp,
  });

  app.get('/api/dashboard', op('getDashboard', { ok: Dashboard }), async (req) =>
    service.dashboard(requireUser(req), req.locale),
  );

  app.get('/api/events', op('listEvents', { querystring: EventListQuery, ok: EventPage }), async (req) =>
    service.events(requireUser(req), req.locale, req.query),
  );
};
