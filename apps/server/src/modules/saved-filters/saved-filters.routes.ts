import { IdParams, OkResponse, SavedFilter, SavedFilterCreate, SavedFilterList } from '@app/contract';
import { requireUser } from '../../auth/guard';
import { okAfter } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createSavedFilterService } from './saved-filters.service';

const op = operations({ tags: ['reports'] });

/** /api/me/saved-filters: the signed-in user's named report-list filters. */
export const savedFilterRoutes = serviceRoutes(createSavedFilterService, (app, service) => {
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
});
