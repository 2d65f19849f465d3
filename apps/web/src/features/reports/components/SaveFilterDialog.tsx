import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm({ name: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (open) form.reset();
  }, [open]);
  const submit = form.handleSubmit(NameForm, async ({ name }) => {
    await save.mutateAsync({ name, query });
    onClose();
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('worklists.saved.title')}
      form={form}
      onSubmit={submit}
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
