import type { Role } from '@app/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setStoredUser } from '../lib/user-store';
import { storedUser } from './users';

/** A list's only page, as the server sends it for the URL's default parameters. */
export const onePage = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

/**
 * A page for someone of `role`, over queries already in the cache (`cached`: each query's key and
 * data), so it asks the server nothing; `afterEach` signs out (`setStoredUser(null)`).
 */
export function renderCachedAs(
  role: Role,
  page: ReactNode,
  cached: readonly (readonly [QueryKey, unknown])[],
) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
