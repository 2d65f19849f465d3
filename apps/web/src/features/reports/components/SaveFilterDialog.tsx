import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/use-dialog-form';
import { useSaveFilter } from '../api';

const NameForm = z.object({ name: z.string().trim().min(1).max(60) });

/** Names the list's current query and saves it as one of the user's filters. */
export default function SaveFilterDialog({
  open,
  query,
  onClose,
}: {
  open: boolean;
  /** The list query to keep (see `currentQuery`). */
  query: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFilter();
  const form = useDialogForm(open, onClose, { name: '' });
  const submit = form.sendThenClose(NameForm, ({ name }) => save.mutateAsync({ name, query }));
  return (
    <FormDialog
      {...form.dialogProps(submit)}
      title={t('worklists.saved.title')}
      submitLabel={t('worklists.saved.save')}
      grid={false}
    >
      <TextField
        {...form.dialogField('name')}
        autoFocus
        fullWidth
        required
        label={t('worklists.saved.name')}
      />
    </FormDialog>
  );
}
