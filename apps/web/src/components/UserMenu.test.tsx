import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../lib/i18n';
import { setStoredUser } from '../lib/user-store';
import { storedUser } from '../test/users';
import { UserMenu } from './UserMenu';

afterEach(() => {
  cleanup();
  setStoredUser(null);
});

describe('the account menu', () => {
  it('opens on its first click, though its list loads only then, with the user, settings and sign-out', async () => {
    setStoredUser(storedUser('PropertyManager'));
    render(
      <MemoryRouter>
        <UserMenu settingsPath="/panel/settings" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.userMenu') }));
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 });
    expect(menu.textContent).toContain(storedUser('PropertyManager').email);
    expect(screen.getByRole('menuitem', { name: i18n.t('nav.settings') }).getAttribute('href')).toBe(
      '/panel/settings',
    );
    expect(screen.getByTestId('sign-out')).toBeTruthy();
  });
});
