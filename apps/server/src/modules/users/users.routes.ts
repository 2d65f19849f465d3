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
import { USER_ADMINS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { listInvitesFor, listUsersFor, updateUserFor } from './users.service';

const tags = ['users'];

/** /api/users and /api/invites: the accounts of the admin and manager screens. */
export const userRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/users',
    {
      schema: { tags, operationId: 'listUsers', querystring: UserListQuery, response: { 200: UserPage } },
      preHandler: guard(...USER_ADMINS),
    },
    async (request) => listUsersFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
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
      preHandler: guard(...USER_ADMINS),
    },
    async (request) =>
      updateUserFor(deps.db, requireRole(request, ...USER_ADMINS), request.params.id, request.body),
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
      preHandler: guard(...USER_ADMINS),
    },
    async (request) => listInvitesFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
  );
};
