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
import { operations } from '../../http/operation';
import { createApiTokenService } from './api-tokens.service';

/** /api/organisations/{id}/api-tokens: an organisation's API tokens, for its managers and admins. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createApiTokenService(deps);
  const op = operations({ tags: ['integrations'] });
  app.get(
    '/api/organisations/:id/api-tokens',
    op('listApiTokens', { params: IdParams, ok: ApiTokenList }),
    async (req) => service.list(requireUser(req), req.params.id),
  );
  app.post(
    '/api/organisations/:id/api-tokens',
    op('createApiToken', { params: IdParams, body: ApiTokenCreate, created: ApiTokenCreated }),
    async (req, reply) =>
      reply.status(201).send(await service.create(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    '/api/organisations/:id/api-tokens/:itemId',
    op('revokeApiToken', { params: OrganisationItemParams, ok: OkResponse }),
    async (req) => {
      await service.revoke(requireUser(req), req.params.id, req.params.itemId);
      return { ok: true as const };
    },
  );
};
