import {
  CreateAccountBody,
  InviteBody,
  InviteResponse,
  MetadataBody,
  RegisterBody,
  UserResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMINS_ONLY, USER_ADMINS } from '../authz/route-roles';
import { operations } from '../http/operation';
import type { AuthContext } from './auth-context';
import { setSessionCookies } from './cookies';
import { guard, requireRole, requireUser } from './guard';
import { acceptInvite, createInvite, registerUser } from './invites.service';
import { mergeMetadata } from './profile.service';
import { byAddress, byUser, limit, MINUTE } from './rate-limit';
import { toCurrentUser } from './users.repo';

const op = operations({ tags: ['auth'] });

/** Invitations, account creation, direct registration and the caller's metadata. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { deps, mailer } = ctx;

  app.post(
    '/generate-invite-token',
    op(
      'generateInviteToken',
      { body: InviteBody, created: InviteResponse },
      {
        onRequest: limit(app, { max: 30, windowMs: MINUTE, key: byAddress('invite') }),
        preHandler: [
          guard(...USER_ADMINS),
          limit(app, { max: 100, windowMs: 60 * MINUTE, key: byUser('invite') }),
        ],
      },
    ),
    async (request, reply) => {
      const caller = requireRole(request, ...USER_ADMINS);
      return reply.status(201).send(await createInvite(deps, mailer, caller, request.body));
    },
  );

  app.post(
    '/create-account',
    op(
      'createAccount',
      { body: CreateAccountBody, created: UserResponse },
      { onRequest: limit(app, { max: 10, windowMs: MINUTE, key: byAddress('create-account') }) },
    ),
    async (request, reply) => {
      const { user, tokens } = await acceptInvite(
        deps,
        request.body,
        request.locale,
        request.headers['user-agent'],
      );
      setSessionCookies(reply, deps.config, tokens);
      return reply.status(201).send({ user: toCurrentUser(user) });
    },
  );

  app.post(
    '/register',
    op('register', { body: RegisterBody, created: UserResponse }, { preHandler: guard(...ADMINS_ONLY) }),
    async (request, reply) => {
      const caller = requireRole(request, ...ADMINS_ONLY);
      const user = await registerUser(deps, caller, request.body, request.locale);
      return reply.status(201).send({ user: toCurrentUser(user) });
    },
  );

  app.post(
    '/add-metadata-to-user',
    op('addMetadataToUser', { body: MetadataBody, ok: UserResponse }, { preHandler: guard() }),
    async (request) => {
      const user = await mergeMetadata(deps, requireUser(request), request.body.metadata);
      return { user: toCurrentUser(user) };
    },
  );
};
