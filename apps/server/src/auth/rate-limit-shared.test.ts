import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openPostgres } from '../db/postgres';
import { guessesFromOneAddress, wrongSignIn } from '../test/auth-helpers';
import { createOrganisation, createUser } from '../test/factories';
import { client } from '../test/http-client';
import { createTestDb, type TestDb, testDbKind } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';
import { DatabaseCounterStore } from './rate-limit-store';

/**
 * Two instances on one database count the same attempts. On PostgreSQL each
 * instance has its own pool, as separate processes would; on PGlite (one
 * process) the database store is chosen explicitly.
 */
describe('rate limits shared by several instances', () => {
  let testDb: TestDb;
  let dbB: Db;
  let a: TestServer;
  let b: TestServer;
  const env: Record<string, string> = testDbKind === 'postgres' ? {} : { RATE_LIMIT_STORE: 'database' };
  /** A, B, A, B…: the instance of the i-th call. */
  const eitherInstance = (i: number) => client(i % 2 === 0 ? a.url : b.url);

  beforeAll(async () => {
    testDb = await createTestDb();
    dbB = testDbKind === 'postgres' ? openPostgres({ connectionString: testDb.url!, max: 3 }) : testDb.db;
    a = await startTestServer({ db: testDb.db, env });
    b = await startTestServer({ db: dbB, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (dbB !== testDb?.db) await dbB?.close();
    await testDb?.drop();
  });

  it('limits six sign-in attempts for one account spread over both instances', async () => {
    const org = await createOrganisation(testDb.db);
    const user = await createUser(testDb.db, { role: 'PropertyManager', organisationId: org.id });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await wrongSignIn(eitherInstance(i), user.email));
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    const last = results[5]!;
    expect(last.body.error.code).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('limits attempts from one address spread over both instances', async () => {
    const statuses = await guessesFromOneAddress(11, eitherInstance);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps no address or email in the table', async () => {
    const rows = await testDb.db.query<{ keyHash: string }>('SELECT key_hash FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.keyHash).toMatch(/^[\w-]{43}$/);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows', async () => {
    const store = new DatabaseCounterStore(testDb.db);
    const key = `test:${Math.random()}`;
    // A window of a second: two hits in a row fall into it even on a loaded machine (a window of
    // 80 ms once ended between them in CI's run).
    const windowMs = 1_000;
    expect((await store.hit(key, windowMs)).current).toBe(1);
    const second = await store.hit(key, windowMs);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(windowMs);
    await new Promise((r) => setTimeout(r, windowMs + 50));
    expect((await store.hit(key, windowMs)).current).toBe(1);
    // The first hit of a fresh store sweeps; the rows of ended windows go.
    await new Promise((r) => setTimeout(r, windowMs + 50));
    await new DatabaseCounterStore(testDb.db).hit(`other:${Math.random()}`, 60_000);
    await new Promise((r) => setTimeout(r, 50));
    const left = await testDb.db.query(
      'SELECT 1 FROM rate_limit_counters WHERE window_ends_at < clock_timestamp()',
    );
    expect(left).toEqual([]);
  });
});
