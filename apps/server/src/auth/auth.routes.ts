import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { createMailer } from '../mail/mailer';
import { accountRoutes } from './account.routes';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { registerRateLimiting } from './rate-limit';
import { sessionRoutes } from './session.routes';

/** /api/auth/*: sign-in, tokens, invitations, password reset and email change. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await registerRateLimiting(app, deps);
  const ctx = { deps, mailer: createMailer(deps) };
  await app.register(sessionRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
};
