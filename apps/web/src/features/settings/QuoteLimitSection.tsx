import { InputAdornment } from '@mui/material';
import { plainNumber } from '../../lib/amount';
import { OrganisationTextSection } from './OrganisationTextSection';

/** The limit as typed here: "5000" or "12500,5". */
const typed = (amount: number | null) => (amount === null ? '' : String(amount).replace('.', ','));

/**
 * The organisation's cost limit for quotes (docs/PRODUCT.md "Quotes and approval"): work costing
 * more needs an approved quote before it is marked done. Empty clears it.
 */
export function QuoteLimitSection() {
  return (
    <OrganisationTextSection
      field="quoteLimitSek"
      texts="visits.settings"
      shown={(org) => typed(org.quoteLimitSek)}
      sent={(text) => (plainNumber(text) === '' ? null : Number(plainNumber(text)))}
      endAdornment={<InputAdornment position="end">kr</InputAdornment>}
    />
  );
}
