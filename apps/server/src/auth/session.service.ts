import type { Queryable } from '../db';
import type { Deps } from '../deps';
import type { IssuedTokens } from './cookies';
import { findRefreshToken, insertRefreshToken, markRefreshTokenUsed, touchSession } from './refresh.repo';
import { forgetSessionNow } from './session-cache';
import { createSession, pruneSessions, revokeSession } from './sessions.repo';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens';

/** Opens a new session (refresh family) for a user and issues its first token pair. */
export async function startSession(
  deps: Pick<Deps, 'jwtSecret'>,
  q: Queryable,
  userId: string,
  userAgent?: string,
): Promise<IssuedTokens & { sessionId: string }> {
  await pruneSessions(q, userId);
  const session = await createSession(q, userId, userAgent);
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(q, session.id, hashToken(refreshToken));
  const accessToken = await signAccessToken(deps.jwtSecret, userId, session.id);
  return { accessToken, refreshToken, sessionExpiresAt: session.expiresAt, sessionId: session.id };
}

/**
 * Rotates a refresh token: the presented one is spent and a new pair issued in
 * the same family, which keeps its absolute end. A token that was already spent
 * means it leaked (or raced): the whole family is revoked. Null means 401.
 */
export async function rotateRefreshToken(
  deps: Pick<Deps, 'jwtSecret' | 'db'>,
  presented: string,
): Promise<(IssuedTokens & { userId: string }) | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, hashToken(presented));
    if (!row) return null;
    if (row.usedAt) return { reuse: row.sessionId } as const;
    if (row.revokedAt || row.expired || row.disabled) return null;
    if (!(await markRefreshTokenUsed(tx, row.id))) return { reuse: row.sessionId } as const;
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(tx, row.sessionId, hashToken(refreshToken));
    await touchSession(tx, row.sessionId);
    const [s] = await tx.query<{ expiresAt: string }>('SELECT expires_at FROM auth_sessions WHERE id = $1', [
      row.sessionId,
    ]);
    const accessToken = await signAccessToken(deps.jwtSecret, row.userId, row.sessionId);
    return { accessToken, refreshToken, sessionExpiresAt: s!.expiresAt, userId: row.userId };
  });
  if (outcome && 'reuse' in outcome) {
    // Outside the transaction above so the revocation is not rolled back with it.
    if (outcome.reuse) {
      await revokeSession(deps.db, outcome.reuse, 'refresh_token_reuse');
      forgetSessionNow(deps.db, outcome.reuse);
    }
    return null;
  }
  return outcome;
}
