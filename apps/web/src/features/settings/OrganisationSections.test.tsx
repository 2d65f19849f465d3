import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { asManagerInEachTest, renderSection, testOrganisation } from '../../test/settings';
import { storedUser } from '../../test/users';
import { ReportLanguageSection } from './LanguageSections';
import { LeadDaysSection } from './LeadDaysSection';

const org = testOrganisation;

asManagerInEachTest();

describe('the organisation’s settings', () => {
  it('report language: shows the organisation’s and saves another', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(org);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...org, reportLanguage: 'en' });
    renderSection(<ReportLanguageSection />);
    const english = (await screen.findByRole('radio', { name: i18n.t('languages.en') })) as HTMLInputElement;
    expect((screen.getByRole('radio', { name: i18n.t('languages.sv') }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(english);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('settings.reportLanguage.submit') }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]!.slice(0, 2)).toEqual(['/api/organisations/current', { reportLanguage: 'en' }]);
    expect(await screen.findByText(i18n.t('settings.reportLanguage.saved'))).toBeTruthy();
  });

  it('lead time: shows the organisation’s days and saves another number', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(org);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...org, maintenanceLeadDays: 30 });
    renderSection(<LeadDaysSection />);
    const field = (await screen.findByLabelText(i18n.t('maintenance.leadDays'))) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('14'));
    const save = screen.getByRole('button', { name: i18n.t('maintenance.save') });
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(save);
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]!.slice(0, 2)).toEqual([
      '/api/organisations/current',
      { maintenanceLeadDays: 30 },
    ]);
    expect(await screen.findByText(i18n.t('maintenance.leadDaysSaved'))).toBeTruthy();
  });

  it('is not there for those who may not change it', () => {
    for (const role of ['PropertyTenant', 'Contractor'] as const) {
      setStoredUser(storedUser(role));
      const { container } = renderSection(
        <>
          <ReportLanguageSection />
          <LeadDaysSection />
        </>,
      );
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
