import type { Role } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { setStoredUser } from '../../../lib/user-store';
import { storedUser } from '../../../test/users';
import ReportsPage from './ReportsPage';

function renderAs(role: Role) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reportButton = () => screen.queryByRole('button', { name: i18n.t('errandsPages.reportFault') });
const scopeTabs = () => screen.queryByRole('tablist', { name: i18n.t('errandsPages.scope.label') });

afterEach(() => {
  cleanup();
  setStoredUser(null);
});

/** Filing follows `can.createReport`; those who may not file (contractors) get their own and the open market's. */
describe('reports list', () => {
  it('lets those who may file a report do so, without the scope tabs', () => {
    renderAs('PropertyTenant');
    expect(reportButton()).not.toBeNull();
    expect(scopeTabs()).toBeNull();
  });

  it('gives contractors the mine/market tabs and no report button', () => {
    renderAs('Contractor');
    expect(reportButton()).toBeNull();
    expect(scopeTabs()).not.toBeNull();
    expect(screen.getByRole('tab', { name: i18n.t('errandsPages.scope.market') })).not.toBeNull();
  });
});
