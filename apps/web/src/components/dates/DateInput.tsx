import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense } from 'react';

export interface DateInputProps {
  /** A day (`YYYY-MM-DD`) or a time of day (`HH:mm`). */
  kind?: 'date' | 'time';
  label: string;
  /** `YYYY-MM-DD` or `HH:mm`; '' for none. */
  value: string;
  /** The new value in the same form; '' when emptied or not (yet) a whole date. */
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

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
