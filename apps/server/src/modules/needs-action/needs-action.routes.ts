import { NeedsAction, NeedsActionQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createNeedsActionService } from './needs-action.service';

/** GET /api/needs-action: the errands waiting for the managers, grouped, with counts. */
export const needsActionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createNeedsActionService(deps);
  app.addHook('preValidation', guard());
  app.get(
    '/api/needs-action',
    {
      schema: {
        tags: ['dashboard'],
        operationId: 'getNeedsAction',
        querystring: NeedsActionQuery,
        response: { 200: NeedsAction },
      },
    },
    async (req) => service.get(requireUser(req), req.query),
  );
};
