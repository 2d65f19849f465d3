import { DeadlineTargets, DeadlineTargetsUpdate, IdParams } from '@app/contract';
import { onItem, onItemBody } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createDeadlineService } from './deadlines.service';

const op = operations({ tags: ['organisations'] });

/** /api/organisations/{id}/deadlines: the organisation's targets to accept and finish per priority. */
export const deadlineRoutes = serviceRoutes(createDeadlineService, (app, service) => {
  const path = '/api/organisations/:id/deadlines';
  app.get(path, op('getDeadlines', { params: IdParams, ok: DeadlineTargets }), onItem(service.get));
  app.put(
    path,
    op('updateDeadlines', { params: IdParams, body: DeadlineTargetsUpdate, ok: DeadlineTargets }),
    onItemBody(service.update),
  );
});
