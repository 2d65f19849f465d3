import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Webhooks and Web Push are requests this server makes to an address someone else gave (a
 * customer typed it, a browser handed it over), so the address must not reach inside the network
 * the server runs in (SSRF): loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast and reserved ranges are refused. The name is checked again when it
 * is resolved for each delivery, not only when it is saved, so a name that later resolves to a
 * private address is refused too (docs/decisions/0042, 0049).
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

/** Whether an address is one the server may not send to. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class BlockedAddress extends Error {
  constructor(host: string) {
    super(`address ${host} is private or reserved`);
    this.name = 'BlockedAddress';
  }
}

/** The URL's host when it is an address literal, without IPv6 brackets; null for a name. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** Whether the URL names a private host as written: a private address literal, or localhost. */
export function namesPrivateHost(url: URL): boolean {
  const literal = literalAddress(url);
  if (literal) return isPrivateAddress(literal);
  return url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
}

/**
 * Whether the URL's host is private as written or as it resolves now. A name that does not
 * resolve is not called private: it cannot be reached now, and each delivery resolves it again
 * through `guardedLookup`.
 */
export async function reachesPrivateHost(url: URL): Promise<boolean> {
  if (namesPrivateHost(url)) return true;
  if (literalAddress(url)) return false;
  try {
    return (await lookupAll(url.hostname, { all: true })).some((a) => isPrivateAddress(a.address));
  } catch {
    return false;
  }
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
