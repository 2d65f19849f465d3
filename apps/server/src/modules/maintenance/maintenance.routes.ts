import { ServiceDueList, ServiceDueQuery } from '@app/contract';
import { guard } from '../../auth/guard';
import { onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createMaintenanceService } from './maintenance.service';

const op = operations({ tags: ['equipment'], preValidation: guard() });

/** GET /api/equipment/service-due: equipment whose service falls due soon, with its errand. */
export const maintenanceRoutes = serviceRoutes(createMaintenanceService, (app, service) => {
  app.get(
    '/api/equipment/service-due',
    op('listServiceDue', { querystring: ServiceDueQuery, ok: ServiceDueList }),
    onQuery(service.serviceDue),
  );
});
