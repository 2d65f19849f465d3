import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/use-dialog-form';

/** The note of a move; withdraw and reopen require one (the message is a catalogue key). */
const Reason = z.object({ note: z.string().trim().min(1, 'errandsPages.reasonRequired') });
const OptionalNote = z.object({ note: z.string().trim() });

/** Asks for the reason a withdraw or reopen requires (and an optional note for other moves). */
export function ReasonDialog({
  open,
  title,
  required,
  confirmLabel,
  label,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  required: boolean;
  confirmLabel: string;
  /** The note field's label, when the move asks something more specific than "reason". */
  label?: string;
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useDialogForm(open, onClose, { note: '' });
  const submit = form.sendThenClose(required ? Reason : OptionalNote, ({ note }) => onConfirm(note));
  return (
    <FormDialog {...form.dialogProps(submit)} title={title} submitLabel={confirmLabel} grid={false}>
      <TextField
        {...form.field('note')}
        id={undefined}
        autoFocus
        fullWidth
        multiline
        minRows={3}
        required={required}
        label={label ?? t(required ? 'errandsPages.reason' : 'errandsPages.noteOptional')}
        helperText={form.errors.note || ' '}
      />
    </FormDialog>
  );
}
