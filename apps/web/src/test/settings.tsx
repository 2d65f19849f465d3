import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setStoredUser } from '../lib/user-store';
import { storedUser } from './users';

/** The current organisation as GET /api/organisations/current answers it. */
export const testOrganisation = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Org',
  reportLanguage: 'sv',
  maintenanceLeadDays: 14,
  retentionYears: 6,
  onCallPhone: null as string | null,
  quoteLimitSek: null as number | null,
  created: '2026-01-01T00:00:00Z',
  lastModified: '2026-01-01T00:00:00Z',
};

/** A settings section as the settings page shows it: in a query client that does not retry. */
export function renderSection(section: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{section}</QueryClientProvider>);
}

/** Each test signed in as a manager; afterwards nothing rendered, stored or mocked is left. */
export function asManagerInEachTest() {
  beforeEach(() => setStoredUser(storedUser('PropertyManager')));
  afterEach(() => {
    cleanup();
    setStoredUser(null);
    vi.restoreAllMocks();
  });
}
