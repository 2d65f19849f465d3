import { describe, expect, it } from 'vitest';
import { BlockedAddress, isPrivateAddress } from '../../lib/private-address';
import { allowsPrivateAddresses } from './webhook-address';
import { sendWebhook } from './webhook-send';

describe('webhook addresses', () => {
  it('are private for loopback, private, link-local, CGNAT, multicast and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('are refused in production unless the setting allows them', () => {
    expect(allowsPrivateAddresses({ WEBHOOK_PRIVATE_ADDRESSES: 'auto', NODE_ENV: 'production' })).toBe(false);
    expect(allowsPrivateAddresses({ WEBHOOK_PRIVATE_ADDRESSES: 'auto', NODE_ENV: 'test' })).toBe(true);
    expect(allowsPrivateAddresses({ WEBHOOK_PRIVATE_ADDRESSES: 'allow', NODE_ENV: 'production' })).toBe(true);
    expect(allowsPrivateAddresses({ WEBHOOK_PRIVATE_ADDRESSES: 'deny', NODE_ENV: 'test' })).toBe(false);
  });

  it('are not sent to when private, whether written as an address or as a name resolving to one', async () => {
    const base = {
      body: '{}',
      secret: 's',
      eventId: 'e',
      eventType: 'ping',
      deliveryId: 'd',
      now: new Date(),
    };
    for (const url of ['http://127.0.0.1:9/hook', 'http://[::1]:9/hook', 'http://localhost:9/hook'])
      await expect(sendWebhook({ ...base, url, allowPrivate: false }), url).rejects.toBeInstanceOf(
        BlockedAddress,
      );
  });
});
