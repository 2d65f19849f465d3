import {
  ApiTokenCreate,
  ApiTokenCreated,
  ApiTokenList,
  IdParams,
  OkResponse,
  OrganisationItemParams,
} from '@app/contract';
import { requireUser } from '../../auth/guard';
import { okAfter, onItem } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createApiTokenService } from './api-tokens.service';

const op = operations({ tags: ['integrations'] });

/** /api/organisations/{id}/api-tokens: an organisation's API tokens, for its managers and admins. */
export const apiTokenRoutes = serviceRoutes(createApiTokenService, (app, service) => {
  const tokens = '/api/organisations/:id/api-tokens';
  app.get(tokens, op('listApiTokens', { params: IdParams, ok: ApiTokenList }), onItem(service.list));
  app.post(
    tokens,
    op('createApiToken', { params: IdParams, body: ApiTokenCreate, created: ApiTokenCreated }),
    async (req, reply) =>
      reply.status(201).send(await service.create(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${tokens}/:itemId`,
    op('revokeApiToken', { params: OrganisationItemParams, ok: OkResponse }),
    async (req) => okAfter(service.revoke(requireUser(req), req.params.id, req.params.itemId)),
  );
});
