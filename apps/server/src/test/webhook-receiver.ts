import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { LocalReceiver } from './local-receiver';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; organisationId: string; data: Record<string, unknown> };
}

/**
 * Whether `header` (`t=…,v1=…`) signs `body` with `secret`, written from the format as the
 * integration guide describes it: HMAC-SHA256 over "t.body", hex, within `toleranceS` of `now`.
 */
export function signatureValid(secret: string, header: string, body: string, now: Date, toleranceS = 300) {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A real HTTP receiver on 127.0.0.1 that keeps what it gets and answers `status()`. */
export class WebhookReceiver extends LocalReceiver {
  received: ReceivedHook[] = [];

  get url(): string {
    return `${this.origin}/hooks`;
  }

  protected keep(req: IncomingMessage, raw: Buffer): void {
    const body = raw.toString('utf8');
    this.received.push({ headers: req.headers, body, json: JSON.parse(body) });
  }

  /** What was received for one subscription's secret, each checked against its signature. */
  ofType(type: string) {
    return this.received.filter((r) => r.json.type === type);
  }
}
