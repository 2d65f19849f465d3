import type { Statistics } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/queries';
import StatisticsCharts from './StatisticsCharts';

function renderCharts(statistics: Statistics) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData([...queryKeys.dashboard, 'statistics'], statistics);
  render(
    <QueryClientProvider client={client}>
      <StatisticsCharts />
    </QueryClientProvider>,
  );
}

const month = (m: string, closed: number, median: number | null) => ({
  month: m,
  created: 2,
  closed,
  medianHoursToClose: median,
});

afterEach(cleanup);

describe('statistics charts', () => {
  it('says there is no median yet when no errand was closed, instead of an empty chart', () => {
    renderCharts({
      months: [month('2026-10', 0, null), month('2026-11', 0, null)],
      perTrade: [],
      perProperty: [],
    });
    expect(screen.getByText(i18n.t('statistics.medianNone'))).toBeTruthy();
  });

  it('draws the median when a month has one', () => {
    renderCharts({
      months: [month('2026-10', 0, null), month('2026-11', 1, 5)],
      perTrade: [],
      perProperty: [],
    });
    expect(screen.queryByText(i18n.t('statistics.medianNone'))).toBeNull();
    expect(screen.getByText(i18n.t('statistics.median'))).toBeTruthy();
  });
});
