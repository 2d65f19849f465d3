import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { errorMessage } from '../../../lib/forms';

/** Asks for the reason a withdraw or reopen requires (and an optional note for other moves). */
export function ReasonDialog({
  open,
  title,
  required,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  required: boolean;
  confirmLabel: string;
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setNote('');
      setFieldError('');
      setFailure(null);
    }
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (required && !note.trim()) {
      setFieldError(t('errandsPages.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(note.trim());
      onClose();
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            name="note"
            required={required}
            label={t(required ? 'errandsPages.reason' : 'errandsPages.noteOptional')}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setFieldError('');
            }}
            error={Boolean(fieldError)}
            helperText={fieldError || ' '}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('adminPages.shared.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
