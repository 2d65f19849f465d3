import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS } from './types';

interface Prepared {
  name: string;
  /** The parameters' type oids, as the server inferred them: they choose the serializers. */
  types: number[];
}

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/**
 * Named prepared statements on PGlite, which its `query()` does not offer: every call there
 * parses and plans its SQL anew as the unnamed statement. Planning dominated the hot reads (a
 * page of the errand list: 4 ms planned against 5 ms executed, 2.5 ms in all once prepared, see
 * docs/decisions/0034), and PGlite runs one statement at a time in the server's own thread, so
 * every millisecond of planning is a millisecond no other request runs.
 *
 * This does what PGlite's `query()` does (Parse, Describe, Bind, Describe, Execute, Sync through
 * its public protocol functions, the same serializers and parsers, the same locks and the same
 * sync to disk outside a transaction), except that Parse names the statement and happens once
 * per SQL text for this database. As with PostgreSQL's own prepared statements, after five
 * custom plans the server settles on a generic plan when it is no dearer.
 */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  const exec = (message: Uint8Array): Promise<Messages> =>
    pg.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<Prepared> {
    // A fresh name each time: a Parse that failed half-way never leaves a name to collide with.
    const name = `q${++counter}`;
    await exec(protocol.serialize.parse({ name, text: sql }));
    const types = parse.parseDescribeStatementResults(
      await exec(protocol.serialize.describe({ type: 'S', name })),
    );
    const prepared = { name, types };
    statements.set(sql, prepared);
    return prepared;
  }

  async function run<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
    const messages: Messages = [];
    try {
      const statement = statements.get(sql) ?? (await prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = pg.serializers[statement.types[i] ?? 0];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(...(await exec(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await exec(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await exec(protocol.serialize.execute({}))));
    } finally {
      // Ends the extended query, also after an error, so the next statement starts clean.
      messages.push(...(await exec(protocol.serialize.sync())));
    }
    if (!inTransaction) await pg.syncToFs();
    return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
  }

  return {
    /** Whether `sql` may be prepared (the cap not reached, or it already is). */
    accepts: (sql: string) => statements.has(sql) || statements.size < MAX_PREPARED_STATEMENTS,
    /**
     * Runs a parameterised statement. Outside a transaction it takes PGlite's transaction lock
     * as `query()` does, so it never runs inside another caller's transaction; inside one, the
     * caller already holds it.
     */
    query<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
      const once = () => pg.runExclusive(() => run<T>(sql, params, inTransaction));
      return inTransaction ? once() : pg._runExclusiveTransaction(once);
    },
  };
}
