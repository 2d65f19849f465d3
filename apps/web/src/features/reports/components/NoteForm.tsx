import { ReportNote } from '@app/contract';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/use-form';
import { useAddNote } from '../api';

/** Adds a note to the report's timeline. */
export function NoteForm({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const add = useAddNote(reportId);
  const form = useForm({ note: '' });
  const submit = form.handleSubmit(ReportNote, async ({ note }) => {
    await add.mutateAsync(note);
    form.reset();
  });
  return (
    <Box component="form" ref={form.formRef} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <TextField
        {...form.field('note')}
        id={undefined}
        label={t('errandsPages.addNote')}
        multiline
        minRows={2}
        helperText={form.errors.note ?? ' '}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={form.sending}>
          {t('errandsPages.saveNote')}
        </Button>
      </Box>
    </Box>
  );
}
