import { InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { plainNumber } from '../../lib/amount';
import { useOrganisationForm } from './use-organisation-form';

/** The limit as typed here: "5000" or "12500,5". */
const typed = (amount: number | null) => (amount === null ? '' : String(amount).replace('.', ','));

/**
 * The organisation's cost limit for quotes (docs/PRODUCT.md "Quotes and approval"): work costing
 * more needs an approved quote before it is marked done. Empty clears it.
 */
export function QuoteLimitSection() {
  const { t } = useTranslation();
  const { canEdit, form, card } = useOrganisationForm(
    { quoteLimitSek: '' },
    (org) => ({ quoteLimitSek: typed(org.quoteLimitSek) }),
    (v) => ({
      quoteLimitSek: plainNumber(v.quoteLimitSek) === '' ? null : Number(plainNumber(v.quoteLimitSek)),
    }),
    'visits.settings',
  );
  if (!canEdit) return null;
  return (
    <FormCard {...card}>
      <TextInput
        {...form.field('quoteLimitSek')}
        label={t('visits.settings.field')}
        autoComplete="off"
        endAdornment={<InputAdornment position="end">kr</InputAdornment>}
      />
    </FormCard>
  );
}
