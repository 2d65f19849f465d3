import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_COOKIE = 'acst';
export const REFRESH_COOKIE = 'rfst';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

export interface AccessClaims {
  /** user id */
  sub: string;
  /** auth session (refresh family) id: revoking the session kills the token at once */
  sid: string;
  iat: number;
}

export function signAccessToken(secret: Uint8Array, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.iat !== 'number')
      return null;
    return { sub: payload.sub, sid: payload.sid, iat: payload.iat };
  } catch {
    return null;
  }
}

/** An opaque single-use token (invite, reset, refresh, email change) from the CSPRNG. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const INVITE_TTL_DAYS = 7;
export const RESET_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;
