import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../lib/paths';
import type { Db } from './types';

/** Arbitrary constant: the advisory lock every instance takes before migrating. */
const MIGRATION_LOCK = 7_210_413;

export function migrationsDir(): string {
  return join(serverRoot(), 'migrations');
}

export function listMigrations(dir = migrationsDir()): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies pending migrations, each in its own transaction, under an advisory
 * lock so two instances starting together apply each migration exactly once.
 * Returns the names applied now.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrations = listMigrations();
  return db.withAdvisoryLock(MIGRATION_LOCK, async (q) => {
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await q.query('BEGIN');
      try {
        await q.exec(m.sql);
        await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
        await q.query('COMMIT');
      } catch (err) {
        await q.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.name);
    }
    return applied;
  });
}
