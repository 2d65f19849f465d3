import {
  ChangeEmailBody,
  ChangeEmailParams,
  EmailChangedResponse,
  OkResponse,
  ResetPasswordBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors';
import { okAfter } from '../http/handlers';
import { operations } from '../http/operation';
import { createAfterReply } from './after-reply';
import type { AuthContext } from './auth-context';
import { setSessionCookies } from './cookies';
import { guard, requireUser } from './guard';
import { changePassword, requestPasswordReset, resetPasswordWithToken } from './password.service';
import { applyEmailChange, requestEmailChange } from './profile.service';
import { byAddress, byEmail, byUser, limit, MINUTE } from './rate-limit';

const op = operations({ tags: ['auth'] });

/** Where a browser lands after opening an email-change link. */
export const EMAIL_CHANGED_PAGE = '/auth/email-changed';

/** Which of the three reset-password bodies this is, or a 400 naming what is missing. */
function resetMode(b: ResetPasswordBody): 'request' | 'token' | 'change' {
  if (b.email !== undefined && b.token === undefined && b.currentPassword === undefined && !b.newPassword)
    return 'request';
  if (b.email === undefined && b.token !== undefined && b.currentPassword === undefined && b.newPassword)
    return 'token';
  if (b.email === undefined && b.token === undefined && b.currentPassword !== undefined && b.newPassword)
    return 'change';
  const onlyOne = [b.email, b.token, b.currentPassword].filter((v) => v !== undefined).length === 1;
  const details =
    onlyOne && !b.newPassword && b.email === undefined
      ? [{ field: 'newPassword', problem: 'required' }]
      : [{ field: '', problem: 'invalid_union' }];
  throw new AppError('validation_failed', details);
}

/** Password reset and change, and the confirmed email change. */
export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { deps, mailer } = ctx;
  const afterReply = createAfterReply(app, deps.log);

  app.post(
    '/reset-password',
    op(
      'resetPassword',
      { body: ResetPasswordBody, ok: OkResponse },
      {
        onRequest: limit(app, { max: 10, windowMs: MINUTE, key: byAddress('reset') }),
        preHandler: limit(
          app,
          { max: 3, windowMs: 15 * MINUTE, key: byEmail('reset') },
          { max: 10, windowMs: MINUTE, key: byUser('reset') },
        ),
      },
    ),
    async (request, reply) => {
      const body = request.body;
      switch (resetMode(body)) {
        case 'request': {
          // Looked up only after the answer is out: known and unknown addresses answer alike, in the same time.
          const email = body.email!;
          afterReply(reply, 'password reset request', () => requestPasswordReset(deps, mailer, email));
          break;
        }
        case 'token':
          await resetPasswordWithToken(deps, body.token!, body.newPassword!);
          break;
        case 'change': {
          const caller = requireUser(request);
          const { tokens } = await changePassword(
            deps,
            caller,
            body.currentPassword!,
            body.newPassword!,
            request.headers['user-agent'],
          );
          setSessionCookies(reply, deps.config, tokens);
          break;
        }
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/change-email',
    op(
      'changeEmail',
      { body: ChangeEmailBody, ok: OkResponse },
      { preHandler: [guard(), limit(app, { max: 5, windowMs: 15 * MINUTE, key: byUser('change-email') })] },
    ),
    async (request) => {
      const { newEmail, currentPassword } = request.body;
      return okAfter(requestEmailChange(deps, mailer, requireUser(request), newEmail, currentPassword));
    },
  );

  // Opened from the confirmation mail: a browser is sent to the public result page with the
  // outcome in the query; an API client (Accept without text/html) gets JSON.
  app.get(
    '/change-email/:token',
    op('confirmEmailChange', { params: ChangeEmailParams, ok: EmailChangedResponse }),
    async (request, reply) => {
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      try {
        const email = await applyEmailChange(deps, request.params.token);
        if (wantsPage) return reply.redirect(`${EMAIL_CHANGED_PAGE}?result=done`, 303);
        return { ok: true as const, email };
      } catch (err) {
        if (wantsPage && err instanceof AppError)
          return reply.redirect(`${EMAIL_CHANGED_PAGE}?result=failed`, 303);
        throw err;
      }
    },
  );
};
