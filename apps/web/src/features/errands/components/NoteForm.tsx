import { ReportNote } from '@app/contract';
import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type FieldErrors, fieldProps, serverFieldErrors, validate } from '../../../lib/forms';
import { useAddNote } from '../api';

/** Adds a note to the report's timeline. */
export function NoteForm({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const add = useAddNote(reportId);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = validate(ReportNote, { note }, t);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await add.mutateAsync(checked.data.note);
      setNote('');
      setErrors({});
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(t, error));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        name="note"
        label={t('errandsPages.addNote')}
        multiline
        minRows={2}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setErrors({});
        }}
        {...fieldProps(errors, 'note')}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          {t('errandsPages.saveNote')}
        </Button>
      </Box>
    </Box>
  );
}
