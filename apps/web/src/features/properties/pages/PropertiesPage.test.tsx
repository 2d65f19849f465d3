import type { Property, Role } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { RouteGroupContext } from '../../../lib/route-group';
import { onePage, renderCachedAs, signOutAfterEach } from '../../../test/cached-page';
import { placeCode } from '../../public-report/api';
import { propertyRegister } from '../api';
import PropertiesPage from './PropertiesPage';

const house: Property = {
  id: '00000000-0000-4000-8000-0000000000a1',
  organisationId: '00000000-0000-4000-8000-000000000002',
  address: 'Storgatan 1',
  type: 'Apartment',
  city: 'Stockholm',
  postalCode: '111 22',
  country: 'Sverige',
  county: 'Stockholms län',
  description: null,
  created: '2026-01-01T10:00:00.000Z',
  lastModified: '2026-01-01T10:00:00.000Z',
};

/** The page over a list already in the cache, in a group that has a users page. */
function renderAs(role: Role) {
  const sign = {
    kind: 'property' as const,
    placeId: house.id,
    propertyId: house.id,
    code: 'K7P3QXM',
    url: 'https://felanmalan.example/r/K7P3QXM',
    publicReporting: true,
  };
  renderCachedAs(
    role,
    <RouteGroupContext.Provider value={{ base: '/g', has: (path) => path === 'users' }}>
      <PropertiesPage />
    </RouteGroupContext.Provider>,
    [
      [propertyRegister.list('page=1&pageSize=25&sort=address').queryKey, onePage([house])],
      [placeCode('property', house.id).queryKey, sign],
    ],
  );
}

const usersLink = () => screen.queryByRole('link', { name: i18next.t('propertiesPages.usersAndInvites') });
const signButton = () =>
  screen.queryByRole('button', { name: i18next.t('publicReport.staff.signOf', { name: 'Storgatan 1' }) });
const addButton = () => screen.queryByRole('button', { name: i18next.t('propertiesPages.add') });

signOutAfterEach();

/** Writing follows `can.writeProperties`; the users link is for those who manage only their organisation. */
describe('properties list', () => {
  it('gives managers the add button and the link to their users', async () => {
    renderAs('PropertyManager');
    await screen.findByText('Storgatan 1');
    expect(addButton()).not.toBeNull();
    expect(usersLink()?.getAttribute('href')).toBe('/g/users');
  });

  it('gives administrators the add button but no users link (the users page is in their menu)', async () => {
    renderAs('Admin');
    await screen.findByText('Storgatan 1');
    expect(addButton()).not.toBeNull();
    expect(usersLink()).toBeNull();
  });

  it("opens a property's sign for managers: its code, the downloads and the switch", async () => {
    renderAs('PropertyManager');
    await screen.findByText('Storgatan 1');
    signButton()!.click();
    expect(await screen.findByText(i18next.t('publicReport.staff.code', { code: 'K7P3QXM' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18next.t('publicReport.staff.download') })).toBeTruthy();
    expect(screen.getByLabelText(i18next.t('publicReport.staff.enabled'))).toHaveProperty('checked', true);
  });

  it('shows tenants the list only', async () => {
    renderAs('PropertyTenant');
    await screen.findByText('Storgatan 1');
    expect(signButton()).toBeNull();
    expect(addButton()).toBeNull();
    expect(usersLink()).toBeNull();
  });
});
