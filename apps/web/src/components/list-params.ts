import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<F extends string> {
  page: number;
  pageSize: number;
  sort: string | undefined;
  q: string | undefined;
  filters: Partial<Record<F, string>>;
  /** Changes some parameters; anything but `page` sends the list back to page 1. */
  set(patch: Partial<Record<F | 'page' | 'pageSize' | 'sort' | 'q', string | number | undefined>>): void;
  /** The query string the API takes (page, pageSize, sort, q and the filters). */
  apiQuery: string;
}

/** A list's search, filters, sort and page, kept in the URL so a view can be shared or reloaded. */
export function useListParams<F extends string>(
  filterKeys: readonly F[],
  defaults: { sort?: string; pageSize?: number } = {},
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize')) || defaults.pageSize || 25));
  const sort = params.get('sort') || defaults.sort;
  const q = params.get('q') || undefined;
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string is the identity of the filters
  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    for (const k of filterKeys) {
      const v = params.get(k);
      if (v) out[k] = v;
    }
    return out;
  }, [key]);
  const set = useCallback<ListParams<F>['set']>(
    (patch) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const apiQuery = useMemo(() => {
    const out = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (sort) out.set('sort', sort);
    if (q) out.set('q', q);
    for (const [k, v] of Object.entries(filters)) if (typeof v === 'string') out.set(k, v);
    return out.toString();
  }, [page, pageSize, sort, q, filters]);
  return { page, pageSize, sort, q, filters, set, apiQuery };
}
