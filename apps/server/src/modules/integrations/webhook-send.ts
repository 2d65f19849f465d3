import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_SIGNATURE_HEADER } from '@app/contract';
import { BlockedAddress, guardedLookup, isPrivateAddress, literalAddress } from './webhook-address';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface Outgoing {
  url: string;
  body: string;
  secret: string;
  eventId: string;
  eventType: string;
  deliveryId: string;
  now: Date;
  allowPrivate: boolean;
}

const TIMEOUT_MS = 10_000;

/**
 * POSTs one signed delivery and answers the receiver's status. Redirects are not followed (a
 * redirect could point inside the network); the answer's body is not read beyond draining it.
 */
export function sendWebhook(o: Outgoing): Promise<number> {
  const url = new URL(o.url);
  const literal = literalAddress(url);
  if (!o.allowPrivate && literal && isPrivateAddress(literal))
    return Promise.reject(new BlockedAddress(literal));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        ...(o.allowPrivate ? {} : { lookup: guardedLookup }),
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(o.body),
          'user-agent': 'Felanmalan-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(o.secret, o.body, Math.floor(o.now.getTime() / 1000)),
          'felanmalan-event': o.eventType,
          'felanmalan-event-id': o.eventId,
          'felanmalan-delivery': o.deliveryId,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(o.body);
  });
}
