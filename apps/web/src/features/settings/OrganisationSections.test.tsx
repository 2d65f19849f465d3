import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { setStoredUser } from '../../lib/user-store';
import { asManagerInEachTest, renderSection, testOrganisation } from '../../test/settings';
import { storedUser } from '../../test/users';
import { AccountingSection } from './AccountingSection';
import { ApiTokensSection } from './ApiTokensSection';
import { DeadlinesSection } from './DeadlinesSection';
import { ReportLanguageSection } from './LanguageSections';
import { LeadDaysSection } from './LeadDaysSection';
import { OnCallSection } from './OnCallSection';
import { QuoteLimitSection } from './QuoteLimitSection';
import { RetentionSection } from './RetentionSection';
import { WebhooksSection } from './WebhooksSection';

const org = { ...testOrganisation, quoteLimitSek: 5000 };

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
    fireEvent.click(screen.getByRole('button', { name: i18n.t('settings.reportLanguage.save') }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]!.slice(0, 2)).toEqual(['/api/organisations/current', { reportLanguage: 'en' }]);
    expect(await screen.findByText(i18n.t('settings.reportLanguage.saved'))).toBeTruthy();
  });

  it.each([
    ['lead time', <LeadDaysSection key="lead" />, 'maintenanceLeadDays', '14', 30, 'maintenance.leadTime'],
    ['retention', <RetentionSection key="retention" />, 'retentionYears', '6', 10, 'retention.settings'],
  ] as const)(
    '%s: shows the organisation’s number and saves another',
    async (_name, section, field, shown, typed, texts) => {
      vi.spyOn(api, 'get').mockResolvedValue(org);
      const put = vi.spyOn(api, 'put').mockResolvedValue({ ...org, [field]: typed });
      renderSection(section);
      const input = (await screen.findByLabelText(i18n.t(`${texts}.label`))) as HTMLInputElement;
      await waitFor(() => expect(input.value).toBe(shown));
      fireEvent.change(input, { target: { value: String(typed) } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t(`${texts}.save`) }));
      await waitFor(() => expect(put).toHaveBeenCalled());
      expect(put.mock.calls[0]!.slice(0, 2)).toEqual(['/api/organisations/current', { [field]: typed }]);
      expect(await screen.findByText(i18n.t(`${texts}.saved`))).toBeTruthy();
    },
  );

  it('cost limit: typed the Swedish way, sent in kronor; emptied, it is cleared', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(org);
    const put = vi.spyOn(api, 'put').mockResolvedValue(org);
    renderSection(<QuoteLimitSection />);
    const limit = (await screen.findByLabelText(i18n.t('visits.settings.label'))) as HTMLInputElement;
    await waitFor(() => expect(limit.value).toBe('5000'));
    for (const [typed, sent] of [
      ['12 500,5', 12500.5],
      ['', null],
    ] as const) {
      put.mockClear();
      fireEvent.change(limit, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t('visits.settings.save') }));
      await waitFor(() => expect(put).toHaveBeenCalled());
      expect(put.mock.calls[0]![1]).toEqual({ quoteLimitSek: sent });
    }
    expect(await screen.findByText(i18n.t('visits.settings.saved'))).toBeTruthy();
  });

  it('is not there for those who may not change it', () => {
    for (const role of ['PropertyTenant', 'Contractor'] as const) {
      setStoredUser(storedUser(role));
      const { container } = renderSection(
        <>
          <ReportLanguageSection />
          <LeadDaysSection />
          <QuoteLimitSection />
        </>,
      );
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});

const targets = [
  { priority: 'Urgent', acceptMinutes: 60, finishMinutes: 1440 },
  { priority: 'High', acceptMinutes: 240, finishMinutes: 4320 },
  { priority: 'Normal', acceptMinutes: 1440, finishMinutes: 14400 },
  { priority: 'Low', acceptMinutes: 4320, finishMinutes: 43200 },
];

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
});

const onCallOrg = { ...testOrganisation, onCallPhone: '08-555 000 11' };

describe('on-call number setting', () => {
  it('shows the organisation’s number and saves a new one; an empty field clears it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(onCallOrg);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...onCallOrg, onCallPhone: null });
    renderSection(<OnCallSection />);
    const field = (await screen.findByLabelText(i18n.t('settings.onCall.label'))) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('08-555 000 11'));
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('settings.onCall.save') }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toBe('/api/organisations/current');
    expect(put.mock.calls[0]![1]).toEqual({ onCallPhone: null });
    expect(await screen.findByText(i18n.t('settings.onCall.saved'))).toBeTruthy();
  });
});

describe('the sections of one’s own organisation', () => {
  it.each([
    ['deadlines', <DeadlinesSection key="deadlines" />],
    ['on-call number', <OnCallSection key="on-call" />],
    ['quote limit', <QuoteLimitSection key="quote-limit" />],
    ['report language', <ReportLanguageSection key="report-language" />],
    ['API tokens', <ApiTokensSection key="api-tokens" />],
    ['webhooks', <WebhooksSection key="webhooks" />],
    ['accounting', <AccountingSection key="accounting" />],
  ])('%s: not there for tenants, contractors or admins without an organisation', (_name, section) => {
    for (const role of ['PropertyTenant', 'Contractor', 'Admin'] as const) {
      setStoredUser(storedUser(role));
      const { container } = renderSection(section);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
