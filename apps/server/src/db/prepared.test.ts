import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-db';

/**
 * Both databases run parameterised queries as named prepared statements, planned once per
 * connection (PostgreSQL through node-postgres, PGlite through pglite-prepared.ts).
 */
describe('prepared statements', () => {
  it('a parameterised query is prepared once per connection and reused; one without parameters is not', async () => {
    const t = await createTestDb();
    try {
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) {
          const [row] = await tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [i]);
          expect(row?.n).toBe(i + 1);
        }
        await tx.query('SELECT 42 AS unnamed_marker');
        const prepared = await tx.query<{ statement: string }>(
          `SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int + 1%'
              OR statement LIKE 'SELECT 42%'`,
        );
        expect(prepared.map((p) => p.statement)).toEqual(['SELECT $1::int + 1 AS n']);
      });
    } finally {
      await t.drop();
    }
  });

  it('a query asked not to be prepared is planned with its values on every call', async () => {
    const t = await createTestDb();
    try {
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 7; i++) {
          const [row] = await tx.query<{ n: number }>('SELECT $1::int * 2 AS n', [i], { prepare: false });
          expect(row?.n).toBe(i * 2);
        }
        const prepared = await tx.query<{ statement: string }>(
          `SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int * 2%'`,
        );
        expect(prepared).toEqual([]);
      });
    } finally {
      await t.drop();
    }
  });

  it('a statement that fails to prepare fails cleanly, and the connection keeps working', async () => {
    const t = await createTestDb();
    try {
      await expect(t.db.query('SELECT no_such_column FROM users WHERE id = $1', ['x'])).rejects.toThrow(
        /no_such_column/,
      );
      await expect(t.db.query('SELECT no_such_column FROM users WHERE id = $1', ['x'])).rejects.toThrow(
        /no_such_column/,
      );
      const [row] = await t.db.query<{ n: number }>('SELECT $1::int AS n', [7]);
      expect(row?.n).toBe(7);
    } finally {
      await t.drop();
    }
  });

  it('a prepared write in a transaction that fails is rolled back, and one outside a transaction waits for it', async () => {
    const t = await createTestDb();
    try {
      const insert = `INSERT INTO organisations (name) VALUES ($1)`;
      const count = `SELECT count(*)::int AS n FROM organisations WHERE name = $1`;
      let outside: Promise<unknown> | undefined;
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query(insert, ['Rullas tillbaka AB']);
          // Started while the transaction is open: it must neither run inside it nor see its row.
          outside = t.db.query<{ n: number }>(count, ['Rullas tillbaka AB']);
          const [inside] = await tx.query<{ n: number }>(count, ['Rullas tillbaka AB']);
          expect(inside?.n).toBe(1);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await outside).toEqual([{ n: 0 }]);
      await t.db.query(insert, ['Stannar kvar AB']);
      expect(await t.db.query(count, ['Stannar kvar AB'])).toEqual([{ n: 1 }]);
    } finally {
      await t.drop();
    }
  });

  it('parameters of every kind the repositories pass arrive as their types, and answers parse as before', async () => {
    const t = await createTestDb();
    try {
      const [row] = await t.db.query<Record<string, unknown>>(
        `SELECT $1::text[] AS statuses, $2::int AS n, $3::boolean AS flag, $4::timestamptz AS at,
                $5::date AS day, $6::jsonb AS doc, $7::uuid AS id, $8::text AS nothing, $9::bigint AS big`,
        [
          ['Open', "It's"],
          7,
          true,
          '2026-11-23T14:08:00.000Z',
          '2026-11-23',
          JSON.stringify({ a: [1, 'två'] }),
          '019ea02a-3a91-4ef2-8c2e-a42e15ae2cbc',
          null,
          9007199254740991,
        ],
      );
      expect(row).toEqual({
        statuses: ['Open', "It's"],
        n: 7,
        flag: true,
        at: '2026-11-23T14:08:00.000Z',
        day: '2026-11-23',
        doc: { a: [1, 'två'] },
        id: '019ea02a-3a91-4ef2-8c2e-a42e15ae2cbc',
        nothing: null,
        big: 9007199254740991,
      });
    } finally {
      await t.drop();
    }
  });
});
