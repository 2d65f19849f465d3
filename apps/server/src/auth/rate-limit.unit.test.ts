import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db';
import { counterStoreKind } from './rate-limit';

const db = (kind: Db['kind']) => ({ kind }) as Db;

describe('where rate-limit counters live', () => {
  it('auto: the database on PostgreSQL, memory on the single-process PGlite', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_STORE).toBe('auto');
    expect(counterStoreKind({ config, db: db('postgres') })).toBe('database');
    expect(counterStoreKind({ config, db: db('pglite') })).toBe('memory');
  });

  it('an explicit choice wins; anything else stops the start', () => {
    expect(counterStoreKind({ config: loadConfig({ RATE_LIMIT_STORE: 'database' }), db: db('pglite') })).toBe(
      'database',
    );
    expect(counterStoreKind({ config: loadConfig({ RATE_LIMIT_STORE: 'memory' }), db: db('postgres') })).toBe(
      'memory',
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(ConfigError);
  });
});
