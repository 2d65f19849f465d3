import type { Contractor, Role } from '@app/contract';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractorStatsQuery } from '../../../lib/contractor-stats';
import { i18next } from '../../../lib/i18n';
import { onePage, renderCachedAs, signOutAfterEach } from '../../../test/cached-page';
import { contractorRegister } from '../api';
import ContractorsPage from './ContractorsPage';

const plumber: Contractor = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Rör & Co',
  trade: 'plumber',
  phone: null,
  email: null,
  description: null,
  created: '2026-01-01T10:00:00.000Z',
  lastModified: '2026-01-01T10:00:00.000Z',
};

/** The page over a list already in the cache (the URL's default list parameters). */
function renderAs(role: Role) {
  renderCachedAs(role, <ContractorsPage />, [
    [contractorRegister.list('page=1&pageSize=25&sort=name').queryKey, onePage([plumber])],
    [contractorStatsQuery().queryKey, { items: [], since: '2025-01-01T00:00:00.000Z' }],
  ]);
}

const button = (key: string, vars: Record<string, string> = {}) =>
  screen.queryByRole('button', { name: i18next.t(key, vars) });

signOutAfterEach();

/** Add, edit and delete follow `user.can.writeContractors`, as the server decides it. */
describe('contractors list', () => {
  it('lets those who may write contractors add, edit and delete', async () => {
    renderAs('Admin');
    await screen.findByText('Rör & Co');
    expect(button('contractorsPages.add')).not.toBeNull();
    expect(button('contractorsPages.editNamed', { name: 'Rör & Co' })).not.toBeNull();
    expect(button('contractorsPages.deleteNamed', { name: 'Rör & Co' })).not.toBeNull();
  });

  it('shows the others the list only', async () => {
    renderAs('PropertyManager');
    await screen.findByText('Rör & Co');
    expect(button('contractorsPages.add')).toBeNull();
    expect(button('contractorsPages.editNamed', { name: 'Rör & Co' })).toBeNull();
  });

  it('shows the freelancer figures to those the server lets read them (readContractorStats)', async () => {
    renderAs('PropertyManager');
    expect(await screen.findByRole('heading', { name: i18next.t('ratings.stats.title') })).toBeTruthy();
    cleanup();
    renderAs('PropertyTenant');
    await screen.findByText('Rör & Co');
    expect(screen.queryByRole('heading', { name: i18next.t('ratings.stats.title') })).toBeNull();
  });
});
