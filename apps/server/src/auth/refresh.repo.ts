import type { Queryable } from '../db';

export async function insertRefreshToken(q: Queryable, sessionId: string, tokenHash: string): Promise<void> {
  await q.query('INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)', [
    sessionId,
    tokenHash,
  ]);
}

export interface RefreshTokenRow {
  id: string;
  sessionId: string;
  userId: string;
  usedAt: string | null;
  revokedAt: string | null;
  /** The session's absolute end has passed. */
  expired: boolean;
  disabled: boolean;
}

export async function findRefreshToken(
  q: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await q.query<RefreshTokenRow>(
    `SELECT t.id, t.session_id, t.used_at, s.user_id, s.revoked_at, s.expires_at <= now() AS expired,
            u.disabled
       FROM refresh_tokens t
       JOIN auth_sessions s ON s.id = t.session_id
       JOIN users u ON u.id = s.user_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Marks a refresh token used; false when another request used it first (a reuse). */
export async function markRefreshTokenUsed(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('UPDATE auth_sessions SET last_used_at = now() WHERE id = $1', [sessionId]);
}

/** Ends every session of a user, but `exceptSessionId` when given. */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await q.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, reason, exceptSessionId ?? null],
  );
}
