import { describe, expect, it } from 'vitest';
import { createTestDb, testDbKind } from '../test/test-db';

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

/**
 * A connection taken from the pool for a transaction can drop between two of its queries
 * (a restart, a network cut). node-postgres reports that as an 'error' event on the client,
 * which would end the whole server if nobody listened.
 */
describe.runIf(testDbKind === 'postgres')('a connection lost in the middle of a transaction', () => {
  it('fails that transaction alone; the process and the pool carry on', async () => {
    const t = await createTestDb();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    try {
      let ended = false;
      const tx = t.db.transaction(async (q) => {
        const [me] = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Another connection ends this one while no query of it is running.
        await t.db.query('SELECT pg_terminate_backend($1)', [me!.pid]);
        await waitFor(() => ended);
        await q.query('SELECT 1');
      });
      // Time for the client to hear that its backend is gone ('error', then 'end').
      setTimeout(() => {
        ended = true;
      }, 300);
      await expect(tx).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const [row] = await t.db.query<{ n: number }>('SELECT 1 AS n');
      expect(row?.n).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await t.drop();
    }
  });
});
