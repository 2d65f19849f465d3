import type { Queryable } from '../db';
import { REFRESH_TTL_DAYS } from './tokens';
import type { UserRow } from './users.repo';

export async function createSession(
  q: Queryable,
  userId: string,
  userAgent?: string,
  ttlDays = REFRESH_TTL_DAYS,
): Promise<{ id: string; expiresAt: string }> {
  const [row] = await q.query<{ id: string; expiresAt: string }>(
    `INSERT INTO auth_sessions (user_id, expires_at, user_agent)
     VALUES ($1, now() + make_interval(days => $2), $3) RETURNING id, expires_at`,
    [userId, ttlDays, userAgent?.slice(0, 300) ?? null],
  );
  return row!;
}

/** The user with the state of the session an access token names. */
export interface SessionUserRow extends UserRow {
  tokensValidAfter: string;
  revokedAt: string | null;
  expiresAt: string;
}

/** The user behind an access token, with the state of its session (one indexed lookup). */
export async function findSessionUser(
  q: Queryable,
  userId: string,
  sessionId: string,
): Promise<SessionUserRow | undefined> {
  const [row] = await q.query<SessionUserRow>(
    `SELECT u.id, u.email, u.name, u.phone, u.role, u.organisation_id, u.locale, u.metadata, u.disabled,
            u.tokens_valid_after, c.id AS contractor_id, s.revoked_at, s.expires_at
       FROM users u
       JOIN auth_sessions s ON s.id = $2 AND s.user_id = u.id
       LEFT JOIN contractors c ON c.user_id = u.id
      WHERE u.id = $1`,
    [userId, sessionId],
  );
  return row;
}

export async function revokeSession(q: Queryable, sessionId: string, reason: string): Promise<void> {
  await q.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, reason],
  );
}

/**
 * Deletes a user's sessions that can never count again (ended more than a day
 * ago), with their refresh tokens, so the tables stay bounded per user. Recently
 * ended ones stay a while for support questions ("why was I signed out?").
 */
export async function pruneSessions(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `DELETE FROM auth_sessions
      WHERE user_id = $1 AND (expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day')`,
    [userId],
  );
}
