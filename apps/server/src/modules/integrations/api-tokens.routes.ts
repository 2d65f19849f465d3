import {
  ApiTokenCreate,
  ApiTokenCreated,
  ApiTokenList,
  IdParams,
  OkResponse,
  OrganisationItemParams,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { okAfter, onItem } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createApiTokenService } from './api-tokens.service';

/** /api/organisations/{id}/api-tokens: an organisation's API tokens, for its managers and admins. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createApiTokenService(deps);
  const op = operations({ tags: ['integrations'] });
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
};
