import { createHash, randomBytes, webcrypto } from 'node:crypto';
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

/*
 * Given raw bytes, jose imports a fresh WebCrypto key on every sign and verify;
 * the key is imported once per secret instead.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  sessionId: string,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(await hmacKey(secret));
}

/*
 * A client sends the same access token with every request for 15 minutes, and
 * checking its signature (a WebCrypto job in Node) cost about a tenth of the CPU
 * of reading one errand. Tokens whose signature checked out are remembered per
 * secret until they expire; only valid signatures enter, so the map cannot be
 * filled by forged tokens, and its size is capped. Revocation does not depend
 * on this: the session is still checked on every request (auth/session-cache.ts).
 */
const VERIFIED_CAP = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, AccessClaims & { exp: number }>>();

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = verified.get(token);
  if (known) {
    if (known.exp > nowSeconds) return { sub: known.sub, sid: known.sid, iat: known.iat };
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] });
    const { sub, sid, iat, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof sid !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    )
      return null;
    // Oldest first out: a Map iterates in insertion order.
    if (verified.size >= VERIFIED_CAP) verified.delete(verified.keys().next().value as string);
    verified.set(token, { sub, sid, iat, exp });
    return { sub, sid, iat };
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
