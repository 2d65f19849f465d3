import type { SavedFilter } from '@app/contract';
import type { Queryable } from '../../db';

const COLUMNS = 'id, name, query, created_at AS created';

/** Only ever the user's own rows: every query names the user. */
export async function listSavedFilters(q: Queryable, userId: string): Promise<SavedFilter[]> {
  return q.query<SavedFilter>(`SELECT ${COLUMNS} FROM saved_filters WHERE user_id = $1 ORDER BY name, id`, [
    userId,
  ]);
}

/** Locks the user's row so that two parallel saves cannot pass the limit together. */
export async function countSavedFiltersForUpdate(q: Queryable, userId: string): Promise<number> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_filters WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function insertSavedFilter(
  q: Queryable,
  userId: string,
  f: { name: string; query: string },
): Promise<SavedFilter> {
  const [row] = await q.query<SavedFilter>(
    `INSERT INTO saved_filters (user_id, name, query) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [userId, f.name, f.query],
  );
  return row!;
}

export async function deleteSavedFilter(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM saved_filters WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length === 1;
}
