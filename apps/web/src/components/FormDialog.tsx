import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, MenuItem } from '@mui/material';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftRestoredNotice } from './DraftRestoredNotice';
import { ResponsiveDialog } from './ResponsiveDialog';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's state, from `useForm` (lib/use-form.ts). */
  form: {
    formError: string | null;
    sending: boolean;
    formRef: RefObject<HTMLFormElement | null>;
    /** The values came back from a draft: a notice says so. */
    restored?: boolean;
    /** Forgets the draft when the dialog is cancelled. */
    discardDraft?: () => void;
  };
  onSubmit: (event: FormEvent) => void;
  /** The submit button's label; none hides it (e.g. once the form is done). */
  submitLabel?: string;
  cancelLabel?: string;
  /** Shown above the fields (e.g. a hint). */
  intro?: ReactNode;
  /** The fields, laid out in two columns from a tablet up; `grid={false}` for one column. */
  children: ReactNode;
  grid?: boolean;
}

/** The frame of every form in a dialog: title, the form's message, fields, cancel and submit. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form } = props;
  // Cancel (the button, Escape, a click beside the dialog) means the text is not wanted.
  const cancel = () => {
    form.discardDraft?.();
    props.onClose();
  };
  return (
    <ResponsiveDialog open={props.open} onClose={cancel} aria-labelledby={`${id}-title`}>
      {/* A dialog opened from another's form (a time picked in the report form) is inside that form
          in React's tree, though not in the page's: its submit must not send the outer form too. */}
      <Box
        component="form"
        ref={form.formRef}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.stopPropagation();
          props.onSubmit(event);
        }}
      >
        <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          {form.formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {form.formError}
            </Alert>
          )}
          <DraftRestoredNotice show={Boolean(form.restored)} sx={{ mb: 2 }} />
          {props.intro}
          {/* A row gap: an outlined field's label rises above its box into the row over it, where
              the helper or error line of the field above ends. */}
          <Box
            sx={
              props.grid === false
                ? { pt: 1 }
                : {
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    columnGap: 2,
                    rowGap: 1,
                    pt: 1,
                  }
            }
          >
            {props.children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{props.cancelLabel ?? t('adminPages.shared.cancel')}</Button>
          {props.submitLabel && (
            <Button type="submit" variant="contained" disabled={form.sending}>
              {props.submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}

/** A select's choices from look-up rows: the id as value, `label` as text. */
export function menuItems<R extends { id: string }>(
  rows: readonly R[] | undefined,
  label: (row: R) => ReactNode,
) {
  return (rows ?? []).map((row) => (
    <MenuItem key={row.id} value={row.id}>
      {label(row)}
    </MenuItem>
  ));
}
