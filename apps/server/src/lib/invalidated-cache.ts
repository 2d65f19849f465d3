/**
 * A small in-process cache for answers the database would give again, kept
 * correct by being told of every change (a NOTIFY channel) rather than by
 * guessing: bounded in size (least recently used out first), each entry with
 * a time to live as a safety net, and trusted only while the channel is heard.
 *
 * A lookup that started before a change may finish after it with the old
 * answer; `generation()` taken before the lookup and passed to `set` keeps
 * such an answer out, so a change is never undone by a slow read.
 */
export interface InvalidatedCacheOptions {
  /** At most this many entries; the least recently used goes first. */
  max: number;
  /** An entry older than this is not used (the longest a missed notification could matter). */
  ttlMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class InvalidatedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly max: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private gen = 0;
  // Until the channel is heard, nothing is kept: a change could go unnoticed.
  private trusted = false;

  constructor(opts: InvalidatedCacheOptions) {
    this.max = opts.max;
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? Date.now;
  }

  /** Counts changes; take it before reading the database, hand it to `set`. */
  generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.entries.size;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  get(key: K): V | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: a Map iterates in insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` unless something changed since `generation` was taken or the
   * channel is not heard. `ttlMs` may shorten the entry's life (never lengthen it).
   */
  set(key: K, value: V, generation: number, ttlMs = this.ttlMs): void {
    if (!this.trusted || generation !== this.gen || ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
  }

  /** Forgets the entries `matches` picks (a change to some of them). */
  forget(matches: (key: K, value: V) => boolean): void {
    this.gen++;
    for (const [key, entry] of this.entries) if (matches(key, entry.value)) this.entries.delete(key);
  }

  /** Forgets everything (a change to all of them, or one we cannot place). */
  clear(): void {
    this.gen++;
    this.entries.clear();
  }

  /** The channel is heard (again): start keeping, from empty (changes may have been missed). */
  trust(): void {
    this.clear();
    this.trusted = true;
  }

  /** The channel is lost: forget everything and keep nothing until it is heard again. */
  distrust(): void {
    this.clear();
    this.trusted = false;
  }
}
