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
import { createApiTokenService } from './api-tokens.service';

/** /api/organisations/{id}/api-tokens: an organisation's API tokens, for its managers and admins. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createApiTokenService(deps);
  const tags = ['integrations'];
  app.get(
    '/api/organisations/:id/api-tokens',
    { schema: { tags, operationId: 'listApiTokens', params: IdParams, response: { 200: ApiTokenList } } },
    async (req) => service.list(requireUser(req), req.params.id),
  );
  app.post(
    '/api/organisations/:id/api-tokens',
    {
      schema: {
        tags,
        operationId: 'createApiToken',
        params: IdParams,
        body: ApiTokenCreate,
        response: { 201: ApiTokenCreated },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.create(requireUser(req), req.params.id, req.body)),
  );
  const revoke = { tags, operationId: 'revokeApiToken', params: OrganisationItemParams };
  app.delete(
    '/api/organisations/:id/api-tokens/:itemId',
    { schema: { ...revoke, response: { 200: OkResponse } } },
    async (req) => {
      await service.revoke(requireUser(req), req.params.id, req.params.itemId);
      return { ok: true as const };
    },
  );
};
