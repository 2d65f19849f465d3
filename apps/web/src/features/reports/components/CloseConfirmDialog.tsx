import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * Closing ends the work on an errand, so it is confirmed in words that name the errand; the
 * lifecycle's optional note can be given on the way.
 */
export function CloseConfirmDialog({
  open,
  confirming,
  errand,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** Closing done work (the reporter's or manager's confirmation) rather than closing it outright. */
  confirming: boolean;
  /** The errand as messages name it, "#12 ”Droppande kran”". */
  errand: string;
  confirmLabel: string;
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);
  const kind = confirming ? 'confirmClose' : 'close';
  return (
    <ConfirmDialog
      open={open}
      title={t(`errandWork.confirm.${kind}Title`)}
      body={t(`errandWork.confirm.${kind}`, { errand })}
      confirmLabel={confirmLabel}
      destructive={!confirming}
      onConfirm={() => onConfirm(note.trim())}
      onClose={onClose}
    >
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('errandWork.confirm.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
