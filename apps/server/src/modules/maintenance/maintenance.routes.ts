import { ServiceDueList, ServiceDueQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../auth/guard';
import type { Deps } from '../../deps';
import { onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createMaintenanceService } from './maintenance.service';

/** GET /api/equipment/service-due: equipment whose service falls due soon, with its errand. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createMaintenanceService(deps);
  const op = operations({ tags: ['equipment'], preValidation: guard() });
  app.get(
    '/api/equipment/service-due',
    op('listServiceDue', { querystring: ServiceDueQuery, ok: ServiceDueList }),
    onQuery(service.serviceDue),
  );
};
