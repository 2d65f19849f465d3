import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-text';
import { DialogError } from './DialogError';
import { ResponsiveDialog } from './ResponsiveDialog';

/**
 * Asks before a destructive action or one that ends something (closing an errand); shows the
 * server's message if it fails (e.g. 409 in use).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  children,
  destructive = true,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Anything asked along with the confirmation (an optional note). */
  children?: ReactNode;
  /** Red for what cannot be taken back; the theme's main button for an ending the user expects. */
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {children}
        <DialogError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('adminPages.shared.cancel')}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={busy}
          // The theme's error red is too light for white text (WCAG AA); its dark shade is not.
          sx={destructive ? { bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark' } } : undefined}
        >
          {confirmLabel ?? t('adminPages.shared.delete')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
