import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db';
import { listMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/** Which database the current Vitest project runs against (set in vitest.config.ts). */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;

/** One migrated PGlite per worker, dumped once and loaded for each test database (about 0.6 s). */
function pgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const db = await openPglite();
    await migrate(db);
    const dump = await db.raw.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return pgliteTemplate;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let pgTemplate: Promise<string> | undefined;

/** A migrated template database named after the migrations, created once and reused across runs. */
function postgresTemplate(): Promise<string> {
  pgTemplate ??= (async () => {
    const hash = createHash('sha256')
      .update(
        listMigrations()
          .map((m) => m.name + m.sql)
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 12);
    const name = `app_tmpl_${hash}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(9127)');
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        await admin.query(`CREATE DATABASE ${name}`);
        const db = openPostgres({ connectionString: withDatabase(adminUrl(), name), max: 2 });
        try {
          await migrate(db);
        } catch (err) {
          await db.close();
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          throw err;
        }
        await db.close();
      }
      await admin.query('SELECT pg_advisory_unlock(9127)');
    } finally {
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}

export interface TestDb {
  db: Db;
  /** A connection string for this database (PostgreSQL only): lets a test start a second instance. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database of the project's kind for one test file. */
export async function createTestDb(): Promise<TestDb> {
  if (testDbKind === 'pglite') {
    const db = await openPglite({ loadDataDir: await pgliteDump() });
    return { db, drop: () => db.close() };
  }
  const template = await postgresTemplate();
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (err) {
        // Another worker copying the same template at this instant; try again shortly.
        if (attempt >= 20 || !String((err as Error).message).includes('being accessed')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl(), name);
  const db = openPostgres({ connectionString: url, max: 10 });
  return {
    db,
    url,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}
