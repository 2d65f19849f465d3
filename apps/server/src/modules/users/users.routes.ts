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
import { operations } from '../../http/operation';
import { listInvitesFor, listUsersFor, updateUserFor } from './users.service';

/** /api/users and /api/invites: the accounts of the admin and manager screens. */
export const userRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const op = operations({ tags: ['users'], preHandler: guard(...USER_ADMINS) });
  app.get('/api/users', op('listUsers', { querystring: UserListQuery, ok: UserPage }), async (request) =>
    listUsersFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
  );

  app.put(
    '/api/users/:id',
    op('updateUser', { params: IdParams, body: UserUpdate, ok: UserSummary }),
    async (request) =>
      updateUserFor(deps.db, requireRole(request, ...USER_ADMINS), request.params.id, request.body),
  );

  app.get(
    '/api/invites',
    op('listInvites', { querystring: InviteListQuery, ok: InvitePage }),
    async (request) => listInvitesFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
  );
};
