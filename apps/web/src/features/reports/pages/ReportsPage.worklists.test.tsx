import type { Role } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { setStoredUser } from '../../../lib/user-store';
import { storedUser } from '../../../test/users';
import ReportsPage from './ReportsPage';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAs(role: Role) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toggle = (key: string) => screen.queryByRole('button', { name: i18n.t(`worklists.filters.${key}`) });

afterEach(() => {
  cleanup();
  setStoredUser(null);
});

/** Quick filters and saved filters follow `can.manageReports`; overdue is for everyone. */
describe('reports list worklists', () => {
  it('gives managers the overdue, unassigned and mine toggles and saved filters', () => {
    renderAs('PropertyManager');
    for (const key of ['overdue', 'unassigned', 'mine']) expect(toggle(key)).not.toBeNull();
    expect(screen.getByRole('button', { name: i18n.t('worklists.saved.save') })).toBeTruthy();
    fireEvent.click(toggle('unassigned')!);
    expect(screen.getByTestId('where').textContent).toBe('?unassigned=true');
    expect(toggle('unassigned')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives tenants and contractors only the overdue toggle, no saved filters', () => {
    for (const role of ['PropertyTenant', 'Contractor'] as const) {
      renderAs(role);
      expect(toggle('overdue')).not.toBeNull();
      expect(toggle('unassigned')).toBeNull();
      expect(toggle('mine')).toBeNull();
      expect(screen.queryByRole('button', { name: i18n.t('worklists.saved.save') })).toBeNull();
      cleanup();
    }
  });
});
