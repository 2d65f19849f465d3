import type { Role } from '@app/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { setStoredUser } from '../lib/user-store';
import { storedUser } from './users';

/** A list's only page, as the server sends it for the URL's default parameters. */
export const onePage = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

/**
 * A page for someone of `role`, over queries already in the cache (`cached`: each query's key and
 * data), which it does not ask the server again; with `queriesOff` it asks nothing at all, and
 * shows only what is cached. `signOutAfterEach` clears the page and the user after each test.
 */
export function renderCachedAs(
  role: Role,
  page: ReactNode,
  cached: readonly (readonly [QueryKey, unknown])[] = [],
  { queriesOff = false } = {},
) {
  setStoredUser(storedUser(role));
  const queries = queriesOff ? { retry: false, enabled: false } : { retry: false, staleTime: Infinity };
  const client = new QueryClient({ defaultOptions: { queries } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** After each test of the file: the page emptied and no one signed in. */
export function signOutAfterEach() {
  afterEach(() => {
    cleanup();
    setStoredUser(null);
  });
}
