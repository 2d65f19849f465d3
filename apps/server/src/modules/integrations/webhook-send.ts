import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@app/contract';
import { postOutbound } from '../../lib/outbound-post';

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

/** POSTs one signed delivery and answers the receiver's status (lib/outbound-post.ts). */
export function sendWebhook(o: Outgoing): Promise<number> {
  return postOutbound({
    url: o.url,
    body: o.body,
    timeoutMs: TIMEOUT_MS,
    allowPrivate: o.allowPrivate,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Felanmalan-Webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(o.secret, o.body, Math.floor(o.now.getTime() / 1000)),
      'felanmalan-event': o.eventType,
      'felanmalan-event-id': o.eventId,
      'felanmalan-delivery': o.deliveryId,
    },
  });
}
