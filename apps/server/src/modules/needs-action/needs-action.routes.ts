import { NeedsAction, NeedsActionQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../auth/guard';
import type { Deps } from '../../deps';
import { onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createNeedsActionService } from './needs-action.service';

/** GET /api/needs-action: the errands waiting for the managers, grouped, with counts. */
export const needsActionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createNeedsActionService(deps);
  app.addHook('preValidation', guard());
  const op = operations({ tags: ['dashboard'] });
  app.get(
    '/api/needs-action',
    op('getNeedsAction', { querystring: NeedsActionQuery, ok: NeedsAction }),
    onQuery(service.get),
  );
};
