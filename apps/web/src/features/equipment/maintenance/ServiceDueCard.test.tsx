import type { ServiceDue } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { ServiceDueCard } from './ServiceDueCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<ServiceDue>): ServiceDue => ({
  equipmentId: '00000000-0000-4000-8000-0000000000e1',
  name: 'Värmepanna',
  organisationId: '00000000-0000-4000-8000-000000000002',
  propertyId: '00000000-0000-4000-8000-0000000000b1',
  address: 'Kungsgatan 12',
  premisesDesignation: null,
  dueDate: '2099-12-05',
  serviceIntervalMonths: 12,
  preferredContractorId: null,
  preferredContractorName: null,
  reportId: null,
  reportNumber: null,
  reportStatus: null,
  errandFrom: '2099-11-21',
  ...over,
});

/** The 90-day panel says why an item has no errand yet. */
describe('service due panel', () => {
  it('gives the day the errand is made, or says none is made without an interval', async () => {
    await i18n.changeLanguage('sv');
    const items = [
      item({}),
      item({
        equipmentId: '00000000-0000-4000-8000-0000000000e2',
        name: 'Fläkt',
        serviceIntervalMonths: null,
        errandFrom: null,
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ServiceDueCard />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(i18n.t('maintenance.noInterval'))).toBeTruthy();
    expect(screen.getByText(/^Ärendet skapas /)).toBeTruthy();
    expect(screen.queryByText(i18n.t('maintenance.notCreated'))).toBeNull();
  });
});
