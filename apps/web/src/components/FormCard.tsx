import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { DraftRestoredNotice } from './DraftRestoredNotice';

export interface FormCardProps {
  title: string;
  /** h1 for a page of its own, h2 for a section of a page. */
  headingLevel?: 'h1' | 'h2';
  intro?: ReactNode;
  formError?: string | null;
  /** The values came back from a draft (lib/form-drafts.ts). */
  restored?: boolean;
  success?: ReactNode;
  submitLabel: string;
  sending: boolean;
  /** Besides while sending, e.g. until the values to edit have arrived. */
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled form with its error/success messages and a submit button that waits while sending. */
export function FormCard(props: FormCardProps) {
  const level = props.headingLevel ?? 'h1';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
      <Typography variant={level === 'h1' ? 'h4' : 'h5'} component={level} gutterBottom>
        {props.title}
      </Typography>
      {props.intro && <Typography sx={{ mb: 2 }}>{props.intro}</Typography>}
      <form ref={props.formRef} onSubmit={props.onSubmit} noValidate aria-busy={props.sending}>
        <Stack spacing={2}>
          {props.formError && (
            <Alert severity="error" role="alert">
              {props.formError}
            </Alert>
          )}
          <DraftRestoredNotice show={Boolean(props.restored)} />
          {props.success && (
            <Alert severity="success" role="status">
              {props.success}
            </Alert>
          )}
          {props.children}
          <Button
            type="submit"
            variant="contained"
            disabled={props.sending || props.submitDisabled}
            startIcon={props.sending ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {props.submitLabel}
          </Button>
          {props.footer}
        </Stack>
      </form>
    </Paper>
  );
}
