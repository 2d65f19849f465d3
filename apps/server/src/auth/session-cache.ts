import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { InvalidatedCache, type InvalidatedCacheOptions } from '../lib/invalidated-cache';
import type { SessionUserRow } from './sessions.repo';

/**
 * The channel the database's triggers notify with a user's id whenever something that
 * decides their sessions changes (migrations/0015_auth_change_notify.sql).
 */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

/**
 * Sessions this server has checked, by session id: the user behind each and the
 * session's state, so a request carrying a known token needs no query. Every
 * change to a user, their sessions or their contractor record notifies
 * AUTH_CHANGES_CHANNEL (a trigger, so no writer can forget it), and every
 * server forgets that user's sessions at once; while the channel is not heard,
 * nothing is remembered. (docs/decisions/0004-access-tokens-and-sessions.md)
 */
export class SessionCache {
  readonly entries: InvalidatedCache<string, SessionUserRow>;

  constructor(opts: Partial<InvalidatedCacheOptions> = {}) {
    this.entries = new InvalidatedCache({ max: 10_000, ttlMs: 60_000, ...opts });
  }

  /** Forgets every session of the user (or of everyone, for a notification we cannot read). */
  forgetUser(userId: string): void {
    this.entries.forget((_sid, row) => row.id === userId);
  }

  forgetSession(sessionId: string): void {
    this.entries.forget((sid) => sid === sessionId);
  }

  /** Reads the cache's own channel; a payload that is not a user id forgets everything. */
  onNotification(payload: string): void {
    if (/^[0-9a-f-]{36}$/i.test(payload)) this.forgetUser(payload.toLowerCase());
    else this.entries.clear();
  }
}

/** The caches of the servers running on each database handle here, for `forgetSessionsNow`. */
const cachesByDb = new WeakMap<Db, Set<SessionCache>>();

/**
 * Starts a cache that listens on `db`'s channel; it is trusted once listening.
 * Returns it with the function that stops it.
 */
export async function startSessionCache(
  db: Db,
  log?: FastifyBaseLogger,
  opts?: Partial<InvalidatedCacheOptions>,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache(opts);
  const unlisten = await db.listen(
    AUTH_CHANGES_CHANNEL,
    (payload) => cache.onNotification(payload),
    (listening) => {
      if (listening) cache.entries.trust();
      else {
        cache.entries.distrust();
        log?.warn('session notifications lost: sessions are checked in the database until heard again');
      }
    },
  );
  cache.entries.trust();
  let set = cachesByDb.get(db);
  if (!set) {
    set = new Set();
    cachesByDb.set(db, set);
  }
  set.add(cache);
  return {
    cache,
    async stop() {
      set.delete(cache);
      cache.entries.distrust();
      await unlisten();
    },
  };
}

/**
 * Forgets a user's sessions in this process's servers at once, after a change
 * committed (logout, password, account changes). The database's notification
 * does the same a moment later on every server; this closes the moment in
 * between on the server that made the change, so the caller's next request
 * already sees it.
 */
export function forgetSessionsNow(db: Db, userId: string): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.forgetUser(userId);
}

/** As forgetSessionsNow, for one session (a logout). */
export function forgetSessionNow(db: Db, sessionId: string): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.forgetSession(sessionId);
}
