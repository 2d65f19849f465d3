import type { Organisation } from '@app/contract';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { ErrorState } from '../../components/QueryStates';
import { useOrganisationForm } from './use-organisation-form';

type NumberField = 'maintenanceLeadDays' | 'retentionYears';

interface Props {
  field: NumberField;
  /** The catalogue block of the card's texts (see useStoredForm), with the field's `label`. */
  texts: string;
}

/** One whole-number setting of the organisation (lead days, retention years), for its managers. */
export function OrganisationNumberSection({ field, texts }: Props) {
  const { t } = useTranslation();
  const { canEdit, org, form, card } = useOrganisationForm(
    { [field]: '' } as Record<NumberField, string>,
    (o: Organisation) => ({ [field]: String(o[field]) }) as Record<NumberField, string>,
    (v) => ({ [field]: Number(v[field]) }),
    texts,
  );
  if (!canEdit) return null;
  return (
    <FormCard {...card}>
      {org.isError && <ErrorState error={org.error} onRetry={() => void org.refetch()} />}
      <TextField
        {...form.field(field)}
        label={t(`${texts}.label`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 360 }}
      />
    </FormCard>
  );
}
