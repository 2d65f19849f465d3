import { ServiceDueList, ServiceDueQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createMaintenanceService } from './maintenance.service';

/** GET /api/equipment/service-due: equipment whose service falls due soon, with its errand. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createMaintenanceService(deps);
  const op = operations({ tags: ['equipment'], preValidation: guard() });
  app.get(
    '/api/equipment/service-due',
    op('listServiceDue', { querystring: ServiceDueQuery, ok: ServiceDueList }),
    async (req) => service.serviceDue(requireUser(req), req.query),
  );
};
