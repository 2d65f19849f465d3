import { LoginBody, OkResponse, TokenResponse, UserResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors';
import { operations } from '../http/operation';
import { isOwnSiteRequest } from '../http/origin';
import type { AuthContext } from './auth-context';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { requireUser } from './guard';
import { login } from './login.service';
import { byAddress, byEmail, limit, MINUTE } from './rate-limit';
import { findRefreshToken } from './refresh.repo';
import { rotateRefreshToken } from './session.service';
import { forgetSessionNow } from './session-cache';
import { revokeSession } from './sessions.repo';
import { ACCESS_COOKIE, hashToken, REFRESH_COOKIE } from './tokens';
import { toCurrentUser } from './users.repo';

const op = operations({ tags: ['auth'] });

/** Sign-in, refresh, sign-out and the current user. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { deps } = ctx;

  app.post(
    '/login',
    op(
      'login',
      { body: LoginBody, ok: UserResponse },
      {
        // Addresses count every attempt, malformed ones too; accounts count once the body is read.
        onRequest: limit(app, { max: 10, windowMs: MINUTE, key: byAddress('login') }),
        preHandler: limit(app, { max: 5, windowMs: MINUTE, key: byEmail('login') }),
      },
    ),
    async (request, reply) => {
      const { user, tokens } = await login(
        deps,
        request.body.email,
        request.body.password,
        request.headers['user-agent'],
      );
      setSessionCookies(reply, deps.config, tokens);
      return { user: toCurrentUser(user) };
    },
  );

  app.get('/refresh-token', op('refreshToken', { ok: TokenResponse }), async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    const tokens = presented ? await rotateRefreshToken(deps, presented) : null;
    if (!tokens) {
      clearSessionCookies(reply, deps.config);
      throw new AppError('unauthenticated', undefined, 'auth.errors.sessionEnded');
    }
    setSessionCookies(reply, deps.config, tokens);
    return { token: tokens.accessToken };
  });

  // A GET (the spec's), so it must not act on ambient cookies alone: a link or image on another
  // site would sign the user out. Cookies sign out only from this site's own pages (or a typed
  // address); a bearer header is never sent by a browser on its own. Otherwise 403, nothing changes.
  app.get('/logout', op('logout', { ok: OkResponse }), async (request, reply) => {
    const bearer = /^bearer\s/i.test(request.headers.authorization ?? '');
    const cookies =
      request.cookies[ACCESS_COOKIE] !== undefined || request.cookies[REFRESH_COOKIE] !== undefined;
    if (cookies && !bearer && !isOwnSiteRequest(request, deps.config))
      throw new AppError('forbidden', undefined, 'errors.crossSite');
    let sessionId = request.user?.sessionId;
    const presented = request.cookies[REFRESH_COOKIE];
    if (!sessionId && presented)
      sessionId = (await findRefreshToken(deps.db, hashToken(presented)))?.sessionId;
    if (sessionId) {
      await revokeSession(deps.db, sessionId, 'logout');
      forgetSessionNow(deps.db, sessionId);
    }
    clearSessionCookies(reply, deps.config);
    return { ok: true as const };
  });

  app.get('/get-current-user', op('getCurrentUser', { ok: UserResponse }), async (request) => ({
    user: toCurrentUser(requireUser(request)),
  }));
};
