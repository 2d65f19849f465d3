import { describe, expect, it } from 'vitest';
import { createTestDb, testDbKind } from '../test/test-db';

/** PostgreSQL runs parameterised queries as named prepared statements (planned once per connection). */
describe.runIf(testDbKind === 'postgres')('prepared statements', () => {
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
});
