import {
  IdParams,
  InviteListQuery,
  InvitePage,
  UserListQuery,
  UserPage,
  UserSummary,
  UserUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireRole } from '../../auth/guard';
import type { Deps } from '../../deps';
import { listInvitesFor, listUsersFor, updateUserFor } from './users.service';

const tags = ['users'];
const MANAGERS = ['Admin', 'PropertyManager'] as const;

/** /api/users and /api/invites: the accounts of the admin and manager screens. */
export const userRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/users',
    {
      schema: { tags, operationId: 'listUsers', querystring: UserListQuery, response: { 200: UserPage } },
      preHandler: guard(...MANAGERS),
    },
    async (request) => listUsersFor(deps.db, requireRole(request, ...MANAGERS), request.query),
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        operationId: 'updateUser',
        params: IdParams,
        body: UserUpdate,
        response: { 200: UserSummary },
      },
      preHandler: guard(...MANAGERS),
    },
    async (request) =>
      updateUserFor(deps.db, requireRole(request, ...MANAGERS), request.params.id, request.body),
  );

  app.get(
    '/api/invites',
    {
      schema: {
        tags,
        operationId: 'listInvites',
        querystring: InviteListQuery,
        response: { 200: InvitePage },
      },
      preHandler: guard(...MANAGERS),
    },
    async (request) => listInvitesFor(deps.db, requireRole(request, ...MANAGERS), request.query),
  );
};
