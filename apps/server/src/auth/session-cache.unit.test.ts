import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { SessionUserRow } from './sessions.repo';

const USER_A = '11111111-1111-4111-8111-111111111111';
const USER_B = '22222222-2222-4222-8222-222222222222';

const row = (id: string) => ({ id }) as SessionUserRow;

function filled() {
  const cache = new SessionCache();
  cache.entries.trust();
  const g = cache.entries.generation();
  cache.entries.set('a1', row(USER_A), g);
  cache.entries.set('a2', row(USER_A), g);
  cache.entries.set('b1', row(USER_B), g);
  return cache;
}

describe('SessionCache', () => {
  it('forgets every session of the user a notification names, and only those', () => {
    const cache = filled();
    cache.onNotification(USER_A.toUpperCase());
    expect(cache.entries.get('a1')).toBeUndefined();
    expect(cache.entries.get('a2')).toBeUndefined();
    expect(cache.entries.get('b1')).toEqual(row(USER_B));
  });

  it('forgets everything on a notification it cannot read', () => {
    const cache = filled();
    cache.onNotification('not a user id');
    expect(cache.entries.size).toBe(0);
  });

  it('forgets one session (a logout) and keeps the user’s others', () => {
    const cache = filled();
    cache.forgetSession('a1');
    expect(cache.entries.get('a1')).toBeUndefined();
    expect(cache.entries.get('a2')).toEqual(row(USER_A));
  });
});
