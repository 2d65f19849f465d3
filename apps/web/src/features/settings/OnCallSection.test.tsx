import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { storedUser } from '../../test/users';
import { OnCallSection } from './OnCallSection';

const org = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Org',
  reportLanguage: 'sv',
  onCallPhone: '08-555 000 11',
  created: '2026-01-01T00:00:00Z',
  lastModified: '2026-01-01T00:00:00Z',
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OnCallSection />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  setStoredUser(null);
  vi.restoreAllMocks();
});

describe('on-call number setting', () => {
  it('shows the organisation’s number and saves a new one; an empty field clears it', async () => {
    setStoredUser(storedUser('PropertyManager'));
    vi.spyOn(api, 'get').mockResolvedValue(org);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...org, onCallPhone: null });
    renderSection();
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
      const { container } = renderSection();
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
