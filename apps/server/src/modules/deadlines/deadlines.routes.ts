import { DeadlineTargets, DeadlineTargetsUpdate, IdParams } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createDeadlineService } from './deadlines.service';

/** /api/organisations/{id}/deadlines: the organisation's targets to accept and finish per priority. */
export const deadlineRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createDeadlineService(deps);
  const op = operations({ tags: ['organisations'] });
  app.get(
    '/api/organisations/:id/deadlines',
    op('getDeadlines', { params: IdParams, ok: DeadlineTargets }),
    async (req) => service.get(requireUser(req), req.params.id),
  );
  app.put(
    '/api/organisations/:id/deadlines',
    op('updateDeadlines', { params: IdParams, body: DeadlineTargetsUpdate, ok: DeadlineTargets }),
    async (req) => service.update(requireUser(req), req.params.id, req.body),
  );
};
