import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { asManagerInEachTest, renderSection, testOrganisation } from '../../test/settings';
import { storedUser } from '../../test/users';
import { OnCallSection } from './OnCallSection';

const org = { ...testOrganisation, onCallPhone: '08-555 000 11' };

asManagerInEachTest();

describe('on-call number setting', () => {
  it('shows the organisation’s number and saves a new one; an empty field clears it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(org);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...org, onCallPhone: null });
    renderSection(<OnCallSection />);
    const field = (await screen.findByLabelText(i18n.t('settings.onCall.label'))) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('08-555 000 11'));
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('settings.onCall.submit') }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toBe('/api/organisations/current');
    expect(put.mock.calls[0]![1]).toEqual({ onCallPhone: null });
    expect(await screen.findByText(i18n.t('settings.onCall.saved'))).toBeTruthy();
  });

  it('is not there for tenants, contractors or admins without an organisation', () => {
    for (const role of ['PropertyTenant', 'Contractor', 'Admin'] as const) {
      setStoredUser(storedUser(role));
      const { container } = renderSection(<OnCallSection />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
