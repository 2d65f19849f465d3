import { AccountingSettingsUpdate } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/dates/DateInput';
import { FormCard } from '../../components/FormCard';
import { todayIso } from '../../components/format';
import { TextInput } from '../../components/TextInput';
import { apiUrl } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useForm } from '../../lib/use-form';
import { accountingExportUrl, accountingSettings, saveAccountingSettings } from './integrations-api';

/** The accounting export of close-out costs and its accounts (docs/INTEGRATIONS.md); managers only. */
export function AccountingSection() {
  const user = useCurrentUser();
  const organisationId = user?.can.manageIntegrations ? user.organisationId : null;
  if (!organisationId) return null;
  return <AccountingCard organisationId={organisationId} />;
}

function AccountingCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const current = useQuery(accountingSettings(organisationId));
  const form = useForm({ costAccount: '', payableAccount: '', voucherSeries: '' }, { draft: false });
  const [saved, setSaved] = useState(false);
  const [from, setFrom] = useState(`${todayIso().slice(0, 8)}01`);
  const [to, setTo] = useState(todayIso());
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the fields when the settings (re)arrive.
  useEffect(() => {
    if (current.data) form.setValues(current.data);
  }, [current.data]);
  const onSubmit = form.handleSubmit(AccountingSettingsUpdate, async (body) => {
    setSaved(false);
    await saveAccountingSettings(organisationId, body);
    setSaved(true);
  });
  const href = (format: 'csv' | 'sie') => apiUrl(accountingExportUrl(organisationId, from, to, format));
  return (
    <FormCard
      headingLevel="h2"
      title={t('integrations.accounting.title')}
      intro={t('integrations.accounting.intro')}
      formError={form.formError}
      sending={form.sending}
      submitDisabled={!current.data}
      onSubmit={onSubmit}
      formRef={form.formRef}
      success={saved ? t('integrations.accounting.saved') : null}
      submitLabel={t('integrations.accounting.save')}
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
