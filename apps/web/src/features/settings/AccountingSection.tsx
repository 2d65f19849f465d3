import { AccountingSettingsUpdate } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/dates/DateInput';
import { FormCard } from '../../components/FormCard';
import { todayIso } from '../../components/format';
import { TextInput } from '../../components/TextInput';
import { apiUrl } from '../../lib/api';
import { accountingExportUrl, accountingSettings, saveAccountingSettings } from './integrations-api';
import { ownOrganisationSection } from './own-organisation';
import { useStoredForm } from './use-stored-form';

/** The accounting export of close-out costs and its accounts (docs/INTEGRATIONS.md); managers only. */
export const AccountingSection = ownOrganisationSection('manageIntegrations', AccountingCard);

function AccountingCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const current = useQuery(accountingSettings(organisationId));
  const { form, card } = useStoredForm({
    empty: { costAccount: '', payableAccount: '', voucherSeries: '' },
    current: current.data,
    toValues: (settings) => settings,
    schema: AccountingSettingsUpdate,
    save: (body) => saveAccountingSettings(organisationId, body),
    texts: 'integrations.accounting',
  });
  const [from, setFrom] = useState(`${todayIso().slice(0, 8)}01`);
  const [to, setTo] = useState(todayIso());
  const href = (format: 'csv' | 'sie') => apiUrl(accountingExportUrl(organisationId, from, to, format));
  return (
    <FormCard
      {...card}
      footer={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, alignItems: 'center' }}>
          <DateInput label={t('integrations.accounting.from')} value={from} onChange={setFrom} size="small" />
          <DateInput label={t('integrations.accounting.to')} value={to} onChange={setTo} size="small" />
          <Button variant="outlined" href={href('csv')} disabled={!from || !to}>
            {t('integrations.accounting.csv')}
          </Button>
          <Button variant="outlined" href={href('sie')} disabled={!from || !to}>
            {t('integrations.accounting.sie')}
          </Button>
        </Box>
      }
    >
      <TextInput {...form.field('costAccount')} label={t('integrations.accounting.costAccount')} />
      <TextInput {...form.field('payableAccount')} label={t('integrations.accounting.payableAccount')} />
      <TextInput {...form.field('voucherSeries')} label={t('integrations.accounting.voucherSeries')} />
    </FormCard>
  );
}
