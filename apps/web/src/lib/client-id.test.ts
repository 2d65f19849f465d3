import { afterEach, describe, expect, it } from 'vitest';
import { newClientId } from './client-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');

afterEach(() => {
  if (own) Object.defineProperty(crypto, 'randomUUID', own);
  else Reflect.deleteProperty(crypto, 'randomUUID');
});

describe('client ids', () => {
  it('are version 4 UUIDs, also where randomUUID is missing (a page over plain http)', () => {
    expect(newClientId()).toMatch(UUID);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
