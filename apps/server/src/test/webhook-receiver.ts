import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
export class WebhookReceiver {
  received: ReceivedHook[] = [];
  status: () => number = () => 200;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.writeHead(this.status()).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What was received for one subscription's secret, each checked against its signature. */
  ofType(type: string) {
    return this.received.filter((r) => r.json.type === type);
  }
}
