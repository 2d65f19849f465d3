import { IdParams, OkResponse, SavedFilter, SavedFilterCreate, SavedFilterList } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { okAfter } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createSavedFilterService } from './saved-filters.service';

/** /api/me/saved-filters: the signed-in user's named report-list filters. */
export const savedFilterRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createSavedFilterService(deps);
  const op = operations({ tags: ['reports'] });
  app.get('/api/me/saved-filters', op('listSavedFilters', { ok: SavedFilterList }), async (req) =>
    service.list(requireUser(req)),
  );
  app.post(
    '/api/me/saved-filters',
    op('createSavedFilter', { body: SavedFilterCreate, created: SavedFilter }),
    async (req, reply) => reply.status(201).send(await service.create(requireUser(req), req.body)),
  );
  app.delete(
    '/api/me/saved-filters/:id',
    op('deleteSavedFilter', { params: IdParams, ok: OkResponse }),
    async (req) => okAfter(service.remove(requireUser(req), req.params.id)),
  );
};
