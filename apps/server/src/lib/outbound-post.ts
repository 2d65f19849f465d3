import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockedAddress, guardedLookup, isPrivateAddress, literalAddress } from './private-address';

export interface OutboundPost {
  url: string;
  headers: Record<string, string | number>;
  body: string | Uint8Array;
  timeoutMs: number;
  /** Off in production: then a private address, written or resolved, is refused. */
  allowPrivate: boolean;
}

/**
 * POSTs to an address someone else gave (a webhook, a push service) and answers the status.
 * Redirects are not followed (a redirect could point inside the network); the answer's body is
 * not read beyond draining it. The address is resolved through `guardedLookup`, so the check and
 * the connection use the same answer (no second lookup a name could change in between).
 */
export function postOutbound(o: OutboundPost): Promise<number> {
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
        timeout: o.timeoutMs,
        ...(o.allowPrivate ? {} : { lookup: guardedLookup }),
        headers: { ...o.headers, 'content-length': Buffer.byteLength(o.body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(o.body);
  });
}
