import { IdParams, UserSummary } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireRole } from '../../auth/guard';
import { USER_ADMINS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { eraseUserFor } from './erasure.service';

/** POST /api/users/{id}/erase: administrators anyone, managers the accounts of their organisation. */
export const privacyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/users/:id/erase',
    {
      schema: { tags: ['users'], operationId: 'eraseUser', params: IdParams, response: { 200: UserSummary } },
      preHandler: guard(...USER_ADMINS),
    },
    async (request) => eraseUserFor(deps.db, requireRole(request, ...USER_ADMINS), request.params.id),
  );
};
