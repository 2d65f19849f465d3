import type { Organisation } from '@app/contract';
import TextField from '@mui/material/TextField';
import { FormCard } from '../../components/FormCard';
import { ErrorState } from '../../components/QueryStates';
import { useOrganisationForm } from './use-organisation-form';

type NumberField = 'maintenanceLeadDays' | 'retentionYears';

interface Props {
  field: NumberField;
  title: string;
  intro?: string;
  label: string;
  savedText: string;
  submitLabel: string;
}

/** One whole-number setting of the organisation (lead days, retention years), for its managers. */
export function OrganisationNumberSection({ field, title, intro, label, savedText, submitLabel }: Props) {
  const { canEdit, org, form, card } = useOrganisationForm(
    { [field]: '' } as Record<NumberField, string>,
    (o: Organisation) => ({ [field]: String(o[field]) }) as Record<NumberField, string>,
    (v) => ({ [field]: Number(v[field]) }),
    savedText,
  );
  if (!canEdit) return null;
  return (
    <FormCard {...card} title={title} intro={intro} submitLabel={submitLabel}>
      {org.isError && <ErrorState error={org.error} onRetry={() => void org.refetch()} />}
      <TextField
        {...form.field(field)}
        label={label}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 360 }}
      />
    </FormCard>
  );
}
