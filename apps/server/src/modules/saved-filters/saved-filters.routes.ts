import { IdParams, OkResponse, SavedFilter, SavedFilterCreate, SavedFilterList } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createSavedFilterService } from './saved-filters.service';

/** /api/me/saved-filters: the signed-in user's named report-list filters. */
export const savedFilterRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createSavedFilterService(deps);
  const tags = ['reports'];
  app.get(
    '/api/me/saved-filters',
    { schema: { tags, operationId: 'listSavedFilters', response: { 200: SavedFilterList } } },
    async (req) => service.list(requireUser(req)),
  );
  app.post(
    '/api/me/saved-filters',
    {
      schema: {
        tags,
        operationId: 'createSavedFilter',
        body: SavedFilterCreate,
        response: { 201: SavedFilter },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(requireUser(req), req.body)),
  );
  app.delete(
    '/api/me/saved-filters/:id',
    { schema: { tags, operationId: 'deleteSavedFilter', params: IdParams, response: { 200: OkResponse } } },
    async (req) => {
      await service.remove(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );
};
