import { MAX_SAVED_FILTERS, ReportListQuery, type SavedFilter, type SavedFilterCreate } from '@app/contract';
import type { Actor } from '../../authz/actor';
import type { Db } from '../../db';
import { conflict, fieldError, notFound } from '../../http/errors';
import {
  countSavedFiltersForUpdate,
  deleteSavedFilter,
  insertSavedFilter,
  listSavedFilters,
} from './saved-filters.repo';

/** Paging is where the user is, not what they filter by: it is not kept. */
const NOT_KEPT = new Set(['page', 'pageSize']);

/**
 * The query string as it is kept: a valid reports list query, without paging and
 * a leading `?`. Anything the list would refuse is refused here (400).
 */
export function normaliseQuery(raw: string): string {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const kept = new URLSearchParams();
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (NOT_KEPT.has(key)) continue;
    if (seen.has(key)) throw fieldError('query', 'invalid');
    seen.add(key);
    kept.append(key, value);
  }
  if (!ReportListQuery.safeParse(Object.fromEntries(kept)).success) throw fieldError('query', 'invalid');
  return kept.toString();
}

/** A user's saved report-list filters (docs/PRODUCT.md "Managers' lists"): only ever their own. */
export function createSavedFilterService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(actor: Actor): Promise<{ items: SavedFilter[] }> {
      return { items: await listSavedFilters(db, actor.id) };
    },
    async create(actor: Actor, input: SavedFilterCreate): Promise<SavedFilter> {
      const query = normaliseQuery(input.query);
      return db.transaction(async (q) => {
        if ((await countSavedFiltersForUpdate(q, actor.id)) >= MAX_SAVED_FILTERS)
          throw conflict('worklists.errors.tooManyFilters');
        if ((await listSavedFilters(q, actor.id)).some((f) => f.name === input.name))
          throw conflict('worklists.errors.filterNameTaken');
        return insertSavedFilter(q, actor.id, { name: input.name, query });
      });
    },
    /** Another user's filter answers 404, like one that does not exist. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await deleteSavedFilter(db, actor.id, id))) throw notFound();
    },
  };
}
