import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { ErrorState } from '../../components/QueryStates';
import { useOrganisationForm } from './use-organisation-form';

/** The organisation's planned-maintenance lead time, for its managers (those who may set its report language). */
export function LeadDaysSection() {
  const { t } = useTranslation();
  const { canEdit, org, form, saved, card } = useOrganisationForm(
    { maintenanceLeadDays: '' },
    (o) => ({ maintenanceLeadDays: String(o.maintenanceLeadDays) }),
    (v) => ({ maintenanceLeadDays: Number(v.maintenanceLeadDays) }),
  );
  if (!canEdit) return null;
  return (
    <FormCard
      {...card}
      headingLevel="h2"
      title={t('maintenance.kind')}
      success={saved ? t('maintenance.leadDaysSaved') : null}
      submitLabel={t('maintenance.save')}
    >
      {org.isError && <ErrorState error={org.error} onRetry={() => void org.refetch()} />}
      <TextField
        {...form.field('maintenanceLeadDays')}
        label={t('maintenance.leadDays')}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 360 }}
      />
    </FormCard>
  );
}
