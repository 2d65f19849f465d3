import { METADATA_MAX_BYTES, METADATA_MAX_DEPTH, METADATA_MAX_KEYS } from '@app/contract';
import { isLocale } from '@app/i18n';
import type { Deps } from '../deps';
import { AppError, conflict, fieldError } from '../http/errors';
import { findUnacceptable } from '../http/input-guard';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import type { AuthUser } from './auth-user';
import { consumeEmailChangeToken, insertEmailChangeToken } from './one-time-tokens.repo';
import { verifyPassword } from './passwords';
import { forgetSessionsNow } from './session-cache';
import { EMAIL_CHANGE_TTL_HOURS, hashToken, newOpaqueToken } from './tokens';
import { emailInUse, findUserById, lockMetadata, setEmail, setMetadata } from './users.repo';

/** Merges `patch` into the caller's metadata (null removes a key); a `locale` of sv/en also sets users.locale. */
export async function mergeMetadata(
  deps: Pick<Deps, 'db'>,
  caller: AuthUser,
  patch: Record<string, unknown>,
) {
  // Depth and size of the patch itself first: nothing deep or large reaches the database.
  for (const [key, value] of Object.entries(patch)) {
    const found = findUnacceptable(value, `metadata.${key}`, METADATA_MAX_DEPTH);
    if (found) throw new AppError('validation_failed', [found]);
  }
  if (Buffer.byteLength(JSON.stringify(patch)) > METADATA_MAX_BYTES) throw fieldError('metadata', 'too_big');
  await deps.db.transaction(async (tx) => {
    // Read under a row lock so two concurrent merges cannot drop each other's keys.
    const merged = { ...(await lockMetadata(tx, caller.id)) };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > METADATA_MAX_KEYS) throw fieldError('metadata', 'too_big');
    if (Buffer.byteLength(JSON.stringify(merged)) > METADATA_MAX_BYTES)
      throw fieldError('metadata', 'too_big');
    await setMetadata(tx, caller.id, merged, isLocale(patch.locale) ? patch.locale : null);
  });
  forgetSessionsNow(deps.db, caller.id);
  return (await findUserById(deps.db, caller.id))!;
}

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  deps: Pick<Deps, 'db' | 'config'>,
  mailer: Mailer,
  caller: AuthUser,
  newEmail: string,
  currentPassword: string,
): Promise<void> {
  const user = await findUserById(deps.db, caller.id);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
    throw fieldError('currentPassword', 'wrong_password');
  if (await emailInUse(deps.db, newEmail)) throw conflict('auth.errors.emailTaken');
  const token = newOpaqueToken();
  await insertEmailChangeToken(deps.db, caller.id, newEmail, hashToken(token), EMAIL_CHANGE_TTL_HOURS);
  const link = `${deps.config.publicUrl}/api/auth/change-email/${encodeURIComponent(token)}`;
  const mail = renderMail('email_change', user.locale, { link, email: newEmail });
  await mailer.send({ to: newEmail, kind: 'email_change', link, ...mail });
}

/** Applies a confirmed email change; the new address, or a 400 for a bad link. */
export async function applyEmailChange(deps: Pick<Deps, 'db'>, token: string): Promise<string> {
  const change = await deps.db.transaction(async (tx) => {
    const change = await consumeEmailChangeToken(tx, hashToken(token));
    if (!change) throw fieldError('token', 'invalid_token');
    if (await emailInUse(tx, change.newEmail)) throw conflict('auth.errors.emailTaken');
    await setEmail(tx, change.userId, change.newEmail);
    return change;
  });
  forgetSessionsNow(deps.db, change.userId);
  return change.newEmail;
}
