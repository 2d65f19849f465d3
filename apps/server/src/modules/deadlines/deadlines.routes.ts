import { DeadlineTargets, DeadlineTargetsUpdate, IdParams } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createDeadlineService } from './deadlines.service';

/** /api/organisations/{id}/deadlines: the organisation's targets to accept and finish per priority. */
export const deadlineRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createDeadlineService(deps);
  const tags = ['organisations'];
  app.get(
    '/api/organisations/:id/deadlines',
    {
      schema: { tags, operationId: 'getDeadlines', params: IdParams, response: { 200: DeadlineTargets } },
    },
    async (req) => service.get(requireUser(req), req.params.id),
  );
  app.put(
    '/api/organisations/:id/deadlines',
    {
      schema: {
        tags,
        operationId: 'updateDeadlines',
        params: IdParams,
        body: DeadlineTargetsUpdate,
        response: { 200: DeadlineTargets },
      },
    },
    async (req) => service.update(requireUser(req), req.params.id, req.body),
  );
};
