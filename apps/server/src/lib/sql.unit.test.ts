import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import {
  deleteById,
  insertRow,
  likePattern,
  orderBy,
  SqlParams,
  setClause,
  sortEntry,
  textSearch,
  updateById,
} from './sql';

describe('SqlParams and fragments', () => {
  it('numbers placeholders in the order values are added', () => {
    const p = new SqlParams();
    expect(p.add('a')).toBe('$1');
    expect(textSearch(p, 'x', ['t.a', 't.b'])).toBe('(t.a ILIKE $2 OR t.b ILIKE $2)');
    expect(p.values).toEqual(['a', '%x%']);
  });

  it('escapes LIKE wildcards so a search term matches itself', () => {
    expect(likePattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('orders by whitelisted columns only, with the id as tie-breaker', () => {
    const cols = { name: 't.name', created: 't.created_at' };
    expect(orderBy('-created', cols, 'name', 't.id')).toBe('t.created_at DESC NULLS LAST, t.id DESC');
    expect(orderBy(undefined, cols, 'name', 't.id')).toBe('t.name ASC NULLS LAST, t.id ASC');
    expect(() => orderBy('password', cols, 'name', 't.id')).toThrow();
  });

  it('sets only the present, whitelisted fields and touches updated_at', () => {
    const p = new SqlParams();
    const set = setClause(
      p,
      { name: 'N', description: null, other: 'x', city: undefined },
      {
        name: 'name',
        city: 'city',
        description: 'description',
      },
    );
    expect(set).toBe('name = $1, description = $2, updated_at = now()');
    expect(p.values).toEqual(['N', null]);
  });
});

describe('sortEntry', () => {
  const table = { name: 'c.name', created: 'c.created_at' };
  it('finds own keys only; inherited names are a 400 on the sort field', () => {
    expect(sortEntry(table, 'name')).toBe('c.name');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'nope']) {
      let thrown: unknown;
      try {
        sortEntry(table, key);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe('validation_failed');
      expect((thrown as AppError).details).toEqual([{ field: 'sort', problem: 'invalid_value' }]);
    }
    expect(() => orderBy('-constructor', table, 'name', 'c.id')).toThrow(AppError);
  });
});

describe('insertRow, updateById and deleteById', () => {
  /** A connection that keeps the statements it is asked to run. */
  const recorder = () => {
    const calls: { sql: string; params?: readonly unknown[] }[] = [];
    const q = {
      query: async <T>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
        calls.push({ sql, params });
        return [{ id: 'new' }] as T[];
      },
    };
    return { q, calls };
  };

  it('writes the patch to the row with the id, the id last', async () => {
    const { q, calls } = recorder();
    await updateById(
      q,
      'premises',
      'id-1',
      { floor: 2, designation: undefined },
      { designation: 'designation', floor: 'floor' },
    );
    expect(calls).toEqual([
      { sql: 'UPDATE premises SET floor = $1, updated_at = now() WHERE id = $2', params: [2, 'id-1'] },
    ]);
  });

  it('inserts every mapped column, one left out as NULL, and answers the id', async () => {
    const { q, calls } = recorder();
    const columns = { organisationId: 'organisation_id', name: 'name', model: 'model' };
    expect(await insertRow(q, 'equipment', { name: 'Hiss', organisationId: 'o', extra: 1 }, columns)).toBe(
      'new',
    );
    expect(calls).toEqual([
      {
        sql: 'INSERT INTO equipment (organisation_id, name, model) VALUES ($1, $2, $3) RETURNING id',
        params: ['o', 'Hiss', null],
      },
    ]);
  });

  it('deletes the row with the id', async () => {
    const { q, calls } = recorder();
    await deleteById(q, 'equipment', 'id-2');
    expect(calls).toEqual([{ sql: 'DELETE FROM equipment WHERE id = $1', params: ['id-2'] }]);
  });
});
