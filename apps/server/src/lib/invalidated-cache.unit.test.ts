import { describe, expect, it } from 'vitest';
import { InvalidatedCache } from './invalidated-cache';

function cache(max = 3, ttlMs = 1000) {
  let now = 0;
  const c = new InvalidatedCache<string, number>({ max, ttlMs, now: () => now });
  c.trust();
  return { c, tick: (ms: number) => (now += ms) };
}

describe('InvalidatedCache', () => {
  it('keeps an entry for its time to live, no longer', () => {
    const { c, tick } = cache();
    c.set('a', 1, c.generation());
    tick(999);
    expect(c.get('a')).toBe(1);
    tick(1);
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('shortens an entry to a shorter life given with it, never lengthens it', () => {
    const { c, tick } = cache();
    c.set('short', 1, c.generation(), 100);
    c.set('long', 2, c.generation(), 10_000);
    c.set('gone', 3, c.generation(), 0);
    expect(c.get('gone')).toBeUndefined();
    tick(100);
    expect(c.get('short')).toBeUndefined();
    expect(c.get('long')).toBe(2);
    tick(900);
    expect(c.get('long')).toBeUndefined();
  });

  it('holds at most its bound, dropping the least recently used', () => {
    const { c } = cache(3);
    for (const k of ['a', 'b', 'c']) c.set(k, 1, c.generation());
    expect(c.get('a')).toBe(1); // a is now the most recently used
    c.set('d', 1, c.generation());
    expect(c.size).toBe(3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('d')).toBe(1);
  });

  it('forgets the entries a change names, and keeps the others', () => {
    const { c } = cache();
    c.set('a', 1, c.generation());
    c.set('b', 2, c.generation());
    c.forget((_k, v) => v === 1);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe(2);
    c.clear();
    expect(c.get('b')).toBeUndefined();
  });

  it('refuses an answer read before a change (a slow read cannot undo it)', () => {
    const { c } = cache();
    const before = c.generation();
    c.forget(() => false);
    c.set('a', 1, before);
    expect(c.get('a')).toBeUndefined();
    c.set('a', 1, c.generation());
    expect(c.get('a')).toBe(1);
  });

  it('keeps nothing until trusted, and forgets everything when the channel is lost', () => {
    const c = new InvalidatedCache<string, number>({ max: 3, ttlMs: 1000 });
    c.set('a', 1, c.generation());
    expect(c.get('a')).toBeUndefined();
    c.trust();
    c.set('a', 1, c.generation());
    expect(c.get('a')).toBe(1);
    c.distrust();
    expect(c.size).toBe(0);
    c.set('a', 1, c.generation());
    expect(c.get('a')).toBeUndefined();
    c.trust();
    expect(c.get('a')).toBeUndefined();
    c.set('a', 1, c.generation());
    expect(c.get('a')).toBe(1);
  });
});
