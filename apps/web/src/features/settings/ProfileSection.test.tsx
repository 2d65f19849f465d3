import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { renderSection } from '../../test/settings';
import { storedUser } from '../../test/users';
import { ProfileSection } from './ProfileSection';

afterEach(() => {
  cleanup();
  setStoredUser(null);
});

/** The text about who sees the phone fits the reader: a reporter's own phone, a contractor's record. */
describe('contact details', () => {
  it('tells a reporter their phone is shown on the errands they report', async () => {
    await i18n.changeLanguage('sv');
    setStoredUser(storedUser('PropertyTenant'));
    renderSection(<ProfileSection />);
    expect(screen.getByText(i18n.t('settings.profile.help'))).toBeTruthy();
  });

  it('does not tell a contractor that their phone is shown to the contractor', async () => {
    await i18n.changeLanguage('sv');
    setStoredUser(storedUser('Contractor'));
    renderSection(<ProfileSection />);
    expect(screen.queryByText(i18n.t('settings.profile.help'))).toBeNull();
    expect(screen.getByText(i18n.t('settings.profile.helpContractor'))).toBeTruthy();
  });
});
