import type { Locale } from '@app/i18n';
import type { Queryable } from '../db';

/** Password reset and email change links: single use, stored as SHA-256 hashes. */

/**
 * Stores a reset token for the active account with this address, in one statement that
 * runs alike whether there is one or not; answers the account's address and language, or
 * undefined when no token was stored.
 */
export async function issueResetToken(
  q: Queryable,
  email: string,
  tokenHash: string,
  ttlMinutes: number,
): Promise<{ email: string; locale: Locale } | undefined> {
  const [row] = await q.query<{ email: string; locale: Locale }>(
    `WITH account AS (
       SELECT id, email, locale FROM users WHERE lower(email) = lower($1) AND NOT disabled
     ), issued AS (
       INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
       SELECT $2, id, now() + make_interval(mins => $3) FROM account
       RETURNING user_id
     )
     SELECT account.email, account.locale FROM account JOIN issued ON issued.user_id = account.id`,
    [email, tokenHash, ttlMinutes],
  );
  return row;
}

/** Spends a valid reset token and every other open one of the same user; the user id or undefined. */
export async function consumeResetToken(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q.query<{ userId: string }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  if (!row) return undefined;
  await q.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    row.userId,
  ]);
  return row.userId;
}

export async function insertEmailChangeToken(
  q: Queryable,
  userId: string,
  newEmail: string,
  tokenHash: string,
  ttlHours: number,
) {
  await q.query(
    `INSERT INTO email_change_tokens (token_hash, user_id, new_email, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [tokenHash, userId, newEmail, ttlHours],
  );
}

export async function consumeEmailChangeToken(
  q: Queryable,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await q.query<{ userId: string; newEmail: string }>(
    `UPDATE email_change_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, new_email`,
    [tokenHash],
  );
  return row;
}
