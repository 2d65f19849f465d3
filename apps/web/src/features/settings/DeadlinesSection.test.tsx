import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { asManagerInEachTest, renderSection } from '../../test/settings';
import { storedUser } from '../../test/users';
import { DeadlinesSection } from './DeadlinesSection';

const targets = [
  { priority: 'Urgent', acceptMinutes: 60, finishMinutes: 1440 },
  { priority: 'High', acceptMinutes: 240, finishMinutes: 4320 },
  { priority: 'Normal', acceptMinutes: 1440, finishMinutes: 14400 },
  { priority: 'Low', acceptMinutes: 4320, finishMinutes: 43200 },
];

asManagerInEachTest();

describe('deadlines settings', () => {
  it('show the organisation’s targets in hours and save them in minutes', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ targets });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ targets });
    renderSection(<DeadlinesSection />);
    // The fields may render before the targets arrive; wait for the loaded values.
    await waitFor(() =>
      expect(
        (screen.getAllByLabelText(i18n.t('worklists.deadlines.acceptHours'))[0] as HTMLInputElement).value,
      ).toBe('1'),
    );
    const accept = screen.getAllByLabelText(i18n.t('worklists.deadlines.acceptHours'));
    const finish = screen.getAllByLabelText(i18n.t('worklists.deadlines.finishHours'));
    expect((finish[3] as HTMLInputElement).value).toBe('720');
    fireEvent.change(accept[0]!, { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('worklists.deadlines.save') }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [path, body] = put.mock.calls[0]!;
    expect(path).toBe('/api/organisations/00000000-0000-4000-8000-000000000002/deadlines');
    expect((body as { targets: typeof targets }).targets[0]).toEqual({
      priority: 'Urgent',
      acceptMinutes: 30,
      finishMinutes: 1440,
    });
    expect(await screen.findByText(i18n.t('worklists.deadlines.saved'))).toBeTruthy();
  });

  it('is not there for tenants, contractors or admins without an organisation', () => {
    for (const role of ['PropertyTenant', 'Contractor', 'Admin'] as const) {
      setStoredUser(storedUser(role));
      const { container } = renderSection(<DeadlinesSection />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
