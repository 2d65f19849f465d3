import { describe, expect, it, vi } from 'vitest';

// Names resolve through this table, not the machine's DNS.
const names: Record<string, string[]> = {
  'rebound.example': ['93.184.215.14', '10.0.0.7'],
  'push.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
};
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
}));

const { reachesPrivateHost } = await import('./private-address');

describe('reachesPrivateHost', () => {
  it('is true for a name any of whose addresses is private, and for private literals', async () => {
    expect(await reachesPrivateHost(new URL('https://rebound.example/p'))).toBe(true);
    expect(await reachesPrivateHost(new URL('https://127.0.0.1/p'))).toBe(true);
    expect(await reachesPrivateHost(new URL('https://app.localhost/p'))).toBe(true);
  });

  it('is false for public names and literals, and for a name that does not resolve now', async () => {
    expect(await reachesPrivateHost(new URL('https://push.example/p'))).toBe(false);
    expect(await reachesPrivateHost(new URL('https://93.184.215.14/p'))).toBe(false);
    expect(await reachesPrivateHost(new URL('https://nowhere.example/p'))).toBe(false);
  });
});
