import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DateInputProps } from './date-input-props';

// The pickers and their date library load with the first form that has a date, not with the
// sign-in page.
const Picker = lazy(() => import('./DateInputPicker'));

/**
 * A date or time input in the site's language, whatever the browser's: the browser's own
 * inputs follow its locale (mm/dd/yyyy in an American Chromium), these follow the page's.
 */
export function DateInput(props: DateInputProps) {
  const fallback = (
    <TextField
      label={props.label}
      value={props.value}
      size={props.size}
      required={props.required}
      helperText={props.helperText}
      disabled
      sx={props.sx}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <Picker {...props} />
    </Suspense>
  );
}
