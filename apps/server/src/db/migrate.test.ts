import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-db';
import { migrate } from './migrate';
import { openPostgres } from './postgres';

describe.runIf(testDbKind === 'postgres')('migrations on PostgreSQL', () => {
  it('apply exactly once when two instances start at the same moment', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `app_mig_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const a = openPostgres({ connectionString: url.toString(), max: 2 });
    const b = openPostgres({ connectionString: url.toString(), max: 2 });
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      expect([...ra, ...rb].sort()).toEqual(ra.length ? ra : rb);
      expect(ra.length === 0 || rb.length === 0).toBe(true);
      const rows = await a.query('SELECT name FROM schema_migrations');
      expect(rows.length).toBe(Math.max(ra.length, rb.length));
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
