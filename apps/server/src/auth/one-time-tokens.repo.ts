import type { Queryable } from '../db';

/** Password reset and email change links: single use, stored as SHA-256 hashes. */
export async function insertResetToken(q: Queryable, userId: string, tokenHash: string, ttlMinutes: number) {
  await q.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, userId, ttlMinutes],
  );
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
