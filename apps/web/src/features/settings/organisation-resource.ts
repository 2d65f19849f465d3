import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

/**
 * A resource of one organisation, at /api/organisations/<id>/<name>: its address, its query key
 * (below the organisations' key) and the query that reads it with `schema`.
 */
export function organisationResource<T>(name: string, schema: z.ZodType<T>) {
  const key = (organisationId: string) => [...queryKeys.organisations, organisationId, name];
  const path = (organisationId: string) => `/api/organisations/${organisationId}/${name}`;
  const query = (organisationId: string) =>
    queryOptions({
      queryKey: key(organisationId),
      queryFn: ({ signal }) => api.get(path(organisationId), schema, { signal }),
    });
  return { key, path, query };
}
