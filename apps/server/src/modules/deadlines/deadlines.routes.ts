import { DeadlineTargets, DeadlineTargetsUpdate, IdParams } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { onItem, onItemBody } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createDeadlineService } from './deadlines.service';

/** /api/organisations/{id}/deadlines: the organisation's targets to accept and finish per priority. */
export const deadlineRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createDeadlineService(deps);
  const op = operations({ tags: ['organisations'] });
  const path = '/api/organisations/:id/deadlines';
  app.get(path, op('getDeadlines', { params: IdParams, ok: DeadlineTargets }), onItem(service.get));
  app.put(
    path,
    op('updateDeadlines', { params: IdParams, body: DeadlineTargetsUpdate, ok: DeadlineTargets }),
    onItemBody(service.update),
  );
};
