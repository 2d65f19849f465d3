import { ProfileUpdate, UserResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../http/operation';
import type { AuthContext } from './auth-context';
import { guard, requireUser } from './guard';
import { forgetSessionsNow } from './session-cache';
import { findUserById, setProfile, toCurrentUser } from './users.repo';

/** The caller's own profile: name and phone (docs/PRODUCT.md "Contact on site"). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { deps } = ctx;
  const op = operations({ tags: ['auth'], preHandler: guard() });
  app.put('/profile', op('updateProfile', { body: ProfileUpdate, ok: UserResponse }), async (request) => {
    const caller = requireUser(request);
    await setProfile(deps.db, caller.id, request.body);
    forgetSessionsNow(deps.db, caller.id);
    return { user: toCurrentUser((await findUserById(deps.db, caller.id))!) };
  });
};
