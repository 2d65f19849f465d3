import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { insertOutboxes } from '../mail/outbox.repo';
import { renderMail } from '../mail/templates';
import type { AuthUser } from './auth-user';
import { signInUser } from './login.service';
import { consumeResetToken, issueResetToken } from './one-time-tokens.repo';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './refresh.repo';
import { forgetSessionsNow } from './session-cache';
import { hashToken, newOpaqueToken, RESET_TTL_MINUTES } from './tokens';
import { findUserById, setPassword } from './users.repo';

/**
 * `{email}`: mails a reset link when an active account has that address. The
 * route runs this after its answer has been sent (password.routes.ts), so
 * neither the body nor the timing tells whether the account exists. Even so, on
 * PGlite that work shares the process with the next request, so both paths do
 * the same work: a token made and hashed, one statement that stores it only for
 * an active account, a mail rendered, one statement that stores it only then.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  mailer: Mailer,
  email: string,
): Promise<void> {
  const token = newOpaqueToken();
  const account = await issueResetToken(deps.db, email, hashToken(token), RESET_TTL_MINUTES);
  const link = `${deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const mail = {
    to: account?.email ?? email,
    kind: 'reset',
    link,
    ...renderMail('reset', account?.locale ?? 'sv', { link }),
  };
  if (!account) {
    await insertOutboxes(deps.db, [mail], false);
    return;
  }
  const queued = await mailer.queue(mail);
  queued.delivered.catch((err) => deps.log.warn({ err }, 'reset mail delivery failed'));
}

/** `{token, newPassword}`: single use; ends every session of the user. */
export async function resetPasswordWithToken(
  deps: Pick<Deps, 'db'>,
  token: string,
  newPassword: string,
): Promise<void> {
  assertPasswordAllowed(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token));
    if (!userId) throw fieldError('token', 'invalid_token');
    await setPassword(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, 'password_reset');
    return userId;
  });
  forgetSessionsNow(deps.db, userId);
}

/**
 * `{currentPassword, newPassword}` for the signed-in caller: every session ends
 * (the caller's access token too) and the caller gets a fresh session.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'jwtSecret'>,
  caller: AuthUser,
  currentPassword: string,
  newPassword: string,
  userAgent?: string,
) {
  const user = await findUserById(deps.db, caller.id);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
    throw fieldError('currentPassword', 'wrong_password');
  assertPasswordAllowed(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, caller.id, passwordHash);
    await revokeUserSessions(tx, caller.id, 'password_changed');
  });
  forgetSessionsNow(deps.db, caller.id);
  return signInUser(deps, caller.id, userAgent);
}
