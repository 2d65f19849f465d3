import type { Page } from '@app/contract';
import {
  ContractorPage,
  EquipmentPage,
  OrganisationPage,
  PremisesPage,
  PropertyPage,
} from '@app/contract/answers';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api';

/**
 * The query keys of every resource, one prefix each. A list, a look-up or a
 * detail of a resource starts with its prefix, so a change invalidates all of
 * them through the prefix. Reports, the dashboard and the events feed follow
 * the hub's convention (lib/hub.ts): live events invalidate by the same keys.
 */
export const queryKeys = {
  reports: ['reports'],
  dashboard: ['dashboard'],
  events: ['events'],
  properties: ['properties'],
  premises: ['premises'],
  equipment: ['equipment'],
  contractors: ['contractors'],
  organisations: ['organisations'],
  users: ['users'],
  chat: ['chat'],
  notifications: ['notifications'],
} as const satisfies Record<string, QueryKey>;

/** Look-ups for pickers and filters change rarely: a minute before they are fetched again. */
const LOOKUP_STALE_MS = 60_000;

function withParams(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  return `${path}?${search.toString()}`;
}

/** The rows of one property (its premises, its equipment); nothing is fetched without a property. */
function ofProperty<T>(
  key: QueryKey,
  path: string,
  schema: z.ZodType<Page<T>>,
  propertyId: string | undefined,
) {
  return queryOptions({
    queryKey: [...key, 'options', propertyId ?? null],
    queryFn: ({ signal }) => api.get(`${path}&pageSize=100&propertyId=${propertyId}`, schema, { signal }),
    enabled: Boolean(propertyId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * The shared look-ups (what the caller may see of each, up to 100 rows):
 * the report form, the equipment form, the invitation form and the filters all use these.
 */
export const lookups = {
  properties: (organisationId?: string) =>
    queryOptions({
      queryKey: [...queryKeys.properties, 'options', organisationId ?? null],
      queryFn: ({ signal }) =>
        api.get(
          withParams('/api/properties', { pageSize: '100', sort: 'address', organisationId }),
          PropertyPage,
          { signal },
        ),
      staleTime: LOOKUP_STALE_MS,
    }),
  premises: (propertyId: string | undefined) =>
    ofProperty(queryKeys.premises, '/api/Premises?sort=designation', PremisesPage, propertyId),
  equipment: (propertyId: string | undefined) =>
    ofProperty(queryKeys.equipment, '/api/Equipment?sort=name', EquipmentPage, propertyId),
  contractors: (trade?: string) =>
    queryOptions({
      queryKey: [...queryKeys.contractors, 'options', trade ?? null],
      queryFn: ({ signal }) =>
        api.get(withParams('/api/contractors', { pageSize: '100', sort: 'name', trade }), ContractorPage, {
          signal,
        }),
      staleTime: LOOKUP_STALE_MS,
    }),
  organisations: () =>
    queryOptions({
      queryKey: [...queryKeys.organisations, 'options'],
      queryFn: ({ signal }) =>
        api.get('/api/organisations?pageSize=100&sort=name', OrganisationPage, { signal }),
      staleTime: LOOKUP_STALE_MS,
    }),
};

/** A paged list of a resource, for the list pages (`query` is the URL's list parameters). */
// Generic over the whole page, so that a list's own fields beside the page's (the errand list's
// totalIsCapped) reach its callers.
export function listQuery<T, P extends Page<T> = Page<T>>(
  key: QueryKey,
  path: string,
  schema: z.ZodType<P>,
  query: string,
) {
  return queryOptions({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => api.get(`${path}?${query}`, schema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that, once it succeeds, invalidates every query under the given keys. */
export function useInvalidatingMutation<A, R>(fn: (args: A) => Promise<R>, keys: readonly QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
    },
  });
}

/** Save (create without an id, update with one) and delete for a plain resource at `path`. */
export function resourceMutations(path: string, keys: readonly QueryKey[]) {
  return {
    useSave: () =>
      useInvalidatingMutation(
        ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
          id ? api.put(`${path}/${id}`, body) : api.post(path, body),
        keys,
      ),
    useDelete: () => useInvalidatingMutation((id: string) => api.del(`${path}/${id}`), keys),
  };
}

/**
 * A plain resource at `path`, as its register page uses it: its paged list (under the first of
 * `keys`) and its save and delete, which refresh every query under `keys`.
 */
export function plainResource<T>(
  path: string,
  page: z.ZodType<Page<T>>,
  keys: readonly [QueryKey, ...QueryKey[]],
) {
  return {
    list: (query: string) => listQuery<T>(keys[0], path, page, query),
    resource: resourceMutations(path, keys),
  };
}
