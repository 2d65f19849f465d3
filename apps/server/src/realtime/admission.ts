import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { accessTokenFrom, resolveUser } from '../auth/auth.hook';
import type { AuthUser } from '../auth/auth-user';
import { marketContractorOf } from '../authz';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Listener } from './audience';
import { findContractorTrade } from './hub.repo';
import type { Admission } from './hub-client';
import { CloseReason } from './protocol';

/**
 * Browsers send Origin on WebSocket upgrades and attach cookies regardless of
 * the page that opened the socket, so a foreign page could listen with the
 * user's cookie. Same host or the configured public address only; no Origin
 * means a program, not a browser.
 */
export function originAllowed(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const host = request.headers.host;
  if (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return origin === new URL(config.publicUrl).origin;
}

/**
 * The token of a hub connection: the `access_token` query parameter (what the
 * browser client sends over WebSockets), else the Authorization header (the
 * Node client) or the `acst` cookie.
 */
export function hubTokenFrom(request: FastifyRequest): string | undefined {
  return queryToken(request) ?? accessTokenFrom(request);
}

function queryToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.access_token;
  return typeof token === 'string' && token.length > 0 && token.length < 4096 ? token : undefined;
}

/** Seconds-since-epoch `exp` of a token already verified, in milliseconds. */
function expiryOf(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export async function listenerFor(db: Db, user: AuthUser): Promise<Listener> {
  const contractorId = marketContractorOf(user);
  const contractorTrade = contractorId ? await findContractorTrade(db, contractorId) : null;
  return { user, contractorTrade };
}

/** Decides, before the socket opens, whether this caller may listen and until when. */
export async function admit(
  request: FastifyRequest,
  db: Db,
  secret: Uint8Array,
  config: Config,
): Promise<Admission> {
  if (!originAllowed(request, config)) return { ok: false, reason: CloseReason.forbiddenOrigin };
  const token = hubTokenFrom(request);
  if (!token) return { ok: false, reason: CloseReason.unauthenticated };
  // The auth hook has already resolved a header or cookie token for this request.
  const user = queryToken(request) || !request.user ? await resolveUser(db, secret, token) : request.user;
  const expiresAt = expiryOf(token);
  if (!user) {
    const expired = expiresAt !== null && expiresAt <= Date.now();
    return { ok: false, reason: expired ? CloseReason.tokenExpired : CloseReason.unauthenticated };
  }
  return { ok: true, listener: await listenerFor(db, user), expiresAt };
}

/** The re-check of an open socket: the same token must still resolve. */
export async function readmit(db: Db, secret: Uint8Array, token: string): Promise<Listener | null> {
  const user = await resolveUser(db, secret, token);
  return user ? listenerFor(db, user) : null;
}
