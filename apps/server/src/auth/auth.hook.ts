import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { checkApiScope, isApiToken, resolveApiToken } from './api-tokens';
import type { AuthUser } from './auth-user';
import type { SessionCache } from './session-cache';
import { findSessionUser, type SessionUserRow } from './sessions.repo';
import { ACCESS_COOKIE, verifyAccessToken } from './tokens';

export function accessTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    // The original client sends "Bearer undefined" before the first sign-in; treat it as none.
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  return request.cookies?.[ACCESS_COOKIE] || undefined;
}

/**
 * The session's user from the cache, else from the database (then remembered, unless
 * something changed meanwhile: see InvalidatedCache).
 */
async function sessionUser(
  db: Db,
  userId: string,
  sessionId: string,
  cache: SessionCache | undefined,
): Promise<SessionUserRow | undefined> {
  const known = cache?.entries.get(sessionId);
  // A token names its user; a session id presented with another user's id is looked up, and fails.
  if (known && known.id === userId) return known;
  const generation = cache?.entries.generation() ?? 0;
  const row = await findSessionUser(db, userId, sessionId);
  if (row && cache) {
    // No longer than the session lives: an expired one must fail without a notification.
    cache.entries.set(sessionId, row, generation, Date.parse(row.expiresAt) - Date.now());
  }
  return row;
}

/**
 * Resolves an access token to the current user, or null when it no longer counts. With a
 * cache, a session checked before answers from memory (auth/session-cache.ts).
 */
export async function resolveUser(
  db: Db,
  secret: Uint8Array,
  token: string,
  cache?: SessionCache,
): Promise<AuthUser | null> {
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  const row = await sessionUser(db, claims.sub, claims.sid, cache);
  if (!row || row.disabled || row.revokedAt) return null;
  if (Date.parse(row.expiresAt) <= Date.now()) return null;
  // Second precision on both sides: a token issued in the same second as a password change survives.
  if (claims.iat < Math.floor(Date.parse(row.tokensValidAfter) / 1000)) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role,
    organisationId: row.organisationId,
    contractorId: row.contractorId,
    locale: row.locale,
    metadata: row.metadata,
    sessionId: claims.sid,
  };
}

/** Sets `request.user` (or null) before any route runs. */
export function registerAuthHook(app: FastifyInstance, db: Db, secret: Uint8Array, cache?: SessionCache) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = accessTokenFrom(request);
    if (!token) request.user = null;
    else if (isApiToken(token)) {
      request.user = await resolveApiToken(db, token);
      checkApiScope(request);
    } else request.user = await resolveUser(db, secret, token, cache);
    // The web client sends its site language as Accept-Language; without one, the user's setting.
    if (request.user && !request.headers['accept-language']) request.locale = request.user.locale;
  });
}
