import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ReactNode } from 'react';

export interface TextInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  disabled?: boolean;
}

/**
 * An outlined text field built from MUI's parts. MUI's TextField also pulls in
 * Select, Menu and Modal; the sign-in pages load lean without them.
 */
export function TextInput(props: TextInputProps) {
  const helperId = props.helperText ? `${props.id}-helper` : undefined;
  return (
    <FormControl fullWidth required={props.required} error={props.error} disabled={props.disabled}>
      <InputLabel htmlFor={props.id}>{props.label}</InputLabel>
      <OutlinedInput
        id={props.id}
        name={props.name}
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        endAdornment={props.endAdornment}
        inputProps={{ 'aria-describedby': helperId, 'aria-invalid': props.error || undefined }}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
