import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TTL_SECONDS, signAccessToken, verifyAccessToken } from './tokens';

const secretA = new TextEncoder().encode('a'.repeat(48));
const secretB = new TextEncoder().encode('b'.repeat(48));

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, and gives the same claims when asked again', async () => {
    const token = await signAccessToken(secretA, 'user-1', 'session-1');
    const first = await verifyAccessToken(secretA, token);
    expect(first).toMatchObject({ sub: 'user-1', sid: 'session-1' });
    expect(await verifyAccessToken(secretA, token)).toEqual(first);
  });

  it('refuses a token signed with another secret, also after it was verified under its own', async () => {
    const token = await signAccessToken(secretA, 'user-1', 'session-1');
    expect(await verifyAccessToken(secretA, token)).not.toBeNull();
    expect(await verifyAccessToken(secretB, token)).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const token = await signAccessToken(secretA, 'user-1', 'session-1');
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'user-2';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect(await verifyAccessToken(secretA, tampered)).toBeNull();
    expect(await verifyAccessToken(secretA, 'not-a-token')).toBeNull();
  });

  it('stops accepting a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const token = await signAccessToken(secretA, 'user-1', 'session-1');
    expect(await verifyAccessToken(secretA, token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + (ACCESS_TTL_SECONDS - 1) * 1000));
    expect(await verifyAccessToken(secretA, token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + (ACCESS_TTL_SECONDS + 1) * 1000));
    expect(await verifyAccessToken(secretA, token)).toBeNull();
  });
});
