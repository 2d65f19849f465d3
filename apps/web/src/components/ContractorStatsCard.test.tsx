import type { ContractorStats } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contractorStatsQuery } from '../lib/contractor-stats';
import { i18next as i18n, setLocale } from '../lib/i18n';
import { ContractorStatsCard } from './ContractorStatsCard';

const pelle: ContractorStats = {
  contractorId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Rör-Pelle',
  ratingAverage: 4.5,
  ratingCount: 2,
  medianHoursToAccept: 2.25,
  medianHoursToFinish: 72,
  accepted: 3,
  closed: 2,
  visits: 6,
  keptVisitShare: 5 / 6,
  medianHoursToQuoteDecision: 30,
};
const anna: ContractorStats = {
  ...pelle,
  contractorId: '00000000-0000-4000-8000-0000000000c2',
  name: 'Rör-Anna',
  ratingAverage: null,
  ratingCount: 0,
  medianHoursToAccept: 0.25,
  medianHoursToFinish: null,
  visits: 0,
  keptVisitShare: null,
  medianHoursToQuoteDecision: null,
};

function renderCard(items: ContractorStats[], props: { contractorId?: string; own?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(contractorStatsQuery(props.contractorId).queryKey, {
    items,
    since: '2025-11-23T00:00:00.000Z',
  });
  render(
    <QueryClientProvider client={client}>
      <ContractorStatsCard {...props} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('contractor statistics card', () => {
  it('shows each contractor’s average, count and median times, in hours or days', async () => {
    renderCard([pelle, anna]);
    expect(screen.getByRole('heading', { name: i18n.t('ratings.stats.title') })).toBeTruthy();
    expect(screen.getByText('Rör-Pelle')).toBeTruthy();
    expect(screen.getByText('4,5 (2)')).toBeTruthy();
    expect(screen.getByText('2,3 h')).toBeTruthy();
    expect(screen.getByText('15 min')).toBeTruthy();
    expect(screen.getByText('3 d')).toBeTruthy();
    expect(screen.getByText(i18n.t('ratings.stats.noRatings'))).toBeTruthy();
    expect(screen.getAllByText('–')).toHaveLength(3);
    // Visit times kept (share of those booked) and the quote turnaround.
    expect(screen.getByText('83 % av 6')).toBeTruthy();
    expect(screen.getByText('30 h')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await setLocale('en');
    renderCard([pelle], { own: true });
    expect(screen.getByRole('heading', { name: 'Your figures' })).toBeTruthy();
    expect(screen.getByText('4.5 (2)')).toBeTruthy();
    expect(screen.getByText('Median time to accept')).toBeTruthy();
    expect(screen.getByText('83% of 6')).toBeTruthy();
    await setLocale('sv');
  });

  it('says so when there is nothing to show', () => {
    renderCard([], { contractorId: pelle.contractorId });
    expect(screen.getByText(i18n.t('ratings.stats.none'))).toBeTruthy();
  });
});
