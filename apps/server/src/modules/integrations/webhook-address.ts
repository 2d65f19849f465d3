import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config';

/*
 * Webhooks are requests this server makes to an address a customer typed, so the address must
 * not reach inside the network the server runs in (SSRF): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are refused in
 * production. The name is checked when it is resolved for each delivery, not when it is saved, so
 * a name that later resolves to a private address is refused too (docs/decisions/0042).
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an address is one a webhook may not reach in production. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const allowsPrivateAddresses = (config: Pick<Config, 'WEBHOOK_PRIVATE_ADDRESSES' | 'NODE_ENV'>) =>
  config.WEBHOOK_PRIVATE_ADDRESSES === 'allow' ||
  (config.WEBHOOK_PRIVATE_ADDRESSES === 'auto' && config.NODE_ENV !== 'production');

export class BlockedAddress extends Error {
  constructor(host: string) {
    super(`webhook address ${host} is private or reserved`);
    this.name = 'BlockedAddress';
  }
}

/** The URL's host when it is an address literal, without IPv6 brackets; null for a name. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup for http.request that refuses names resolving to any private address. */
export function guardedLookup(hostname: string, options: object, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.some((a) => isPrivateAddress(a.address))) return callback(new BlockedAddress(hostname), []);
    const all = (options as { all?: boolean }).all;
    if (all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}
