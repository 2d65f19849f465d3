import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKinds } from '@app/contract';

/**
 * The token of a mail's unsubscribe link: the user, the one kind of mail, and an
 * HMAC over both with the server's signing secret (a purpose prefix keeps it from
 * ever matching another signature). It needs no session and cannot be altered
 * to name another user or kind. It does not expire: an old mail's link keeps working.
 */
const PURPOSE = 'unsubscribe-v1';

function sign(secret: Uint8Array, userId: string, kind: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\0${userId}\0${kind}`).digest();
}

export function unsubscribeToken(secret: Uint8Array, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${sign(secret, userId, kind).toString('base64url')}`;
}

/** The user and kind a genuine token names; undefined for anything forged, altered or malformed. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: string; kind: NotificationKind } | undefined {
  const [userId, kind, sig, ...rest] = token.split('.');
  if (!userId || !kind || !sig || rest.length > 0) return undefined;
  if (!(notificationKinds as readonly string[]).includes(kind)) return undefined;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const given = Buffer.from(sig, 'base64url');
  const expected = sign(secret, userId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind as NotificationKind };
}
