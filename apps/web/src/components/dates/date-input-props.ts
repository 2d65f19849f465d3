import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The props of DateInput, apart so that its lazily loaded picker can take them without a cycle. */
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
