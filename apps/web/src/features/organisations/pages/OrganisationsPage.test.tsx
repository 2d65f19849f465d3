import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { onePage, renderCachedAs, signOutAfterEach } from '../../../test/cached-page';
import { testOrganisation } from '../../../test/settings';
import { organisationRegister } from '../api';
import OrganisationsPage from './OrganisationsPage';

signOutAfterEach();

describe('organisations register', () => {
  it('names the organisation on its edit and delete buttons, and opens the add form under the add label', async () => {
    renderCachedAs('Admin', <OrganisationsPage />, [
      [organisationRegister.list('page=1&pageSize=25&sort=name').queryKey, onePage([testOrganisation])],
    ]);
    await screen.findByText(testOrganisation.name);
    for (const key of ['adminPages.shared.editNamed', 'adminPages.shared.deleteNamed'])
      expect(
        screen.getByRole('button', { name: i18next.t(key, { name: testOrganisation.name }) }),
      ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18next.t('adminPages.organisations.add') }));
    expect(
      await screen.findByRole('heading', { name: i18next.t('adminPages.organisations.add') }),
    ).toBeTruthy();
  });
});
