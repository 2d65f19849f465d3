import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';

/** What @fastify/rate-limit expects of a store: a count and the milliseconds left in the window. */
type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** How often an instance deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

const UPSERT = `
INSERT INTO rate_limit_counters AS c (key_hash, count, window_ends_at)
VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
ON CONFLICT (key_hash) DO UPDATE SET
  count = CASE WHEN c.window_ends_at <= clock_timestamp() THEN 1 ELSE c.count + 1 END,
  window_ends_at = CASE WHEN c.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at
                        ELSE c.window_ends_at END
RETURNING count,
  greatest(0, ceil(extract(epoch FROM (window_ends_at - clock_timestamp())) * 1000))::int AS ttl_ms`;

/**
 * Fixed-window counters in the shared database, so every instance counts the
 * same attempts: one atomic upsert per attempt (a row lock serialises
 * concurrent attempts on one bucket), the window's end decided by the
 * database's clock. Keys are hashed: the table holds no address or email.
 */
export class DatabaseCounterStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const keyHash = createHash('sha256').update(key).digest('base64url');
    const [row] = await this.db.query<{ count: number; ttlMs: number }>(UPSERT, [keyHash, windowMs]);
    this.sweepSometimes();
    return { current: Number(row?.count ?? 1), ttl: Number(row?.ttlMs ?? windowMs) };
  }

  /** Deletes ended windows at most once a minute per instance, without holding up the request. */
  private sweepSometimes() {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.db
      .query('DELETE FROM rate_limit_counters WHERE window_ends_at < clock_timestamp()')
      .catch((err: unknown) => this.log?.warn({ err }, 'sweeping ended rate-limit windows failed'));
  }

  /** The store class @fastify/rate-limit constructs; every rule shares this one table. */
  pluginStore() {
    const counters = this;
    return class {
      incr(key: string, cb: IncrCallback, timeWindow: number) {
        counters.hit(key, timeWindow).then(
          (res) => cb(null, res),
          (err: Error) => cb(err),
        );
      }
      child() {
        return this;
      }
    };
  }
}
