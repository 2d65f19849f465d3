import { NoteVisibility, ReportNote } from '@app/contract';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DraftRestoredNotice } from '../../../components/DraftRestoredNotice';
import { useNotify } from '../../../components/Notifier';
import { useForm } from '../../../lib/use-form';
import { sendOrKeep } from '../../offline';
import { useAddNote } from '../api';

/**
 * The writer must pick who a note is for: nothing is chosen in advance
 * (docs/decisions/0016-notes-and-contact-on-site.md).
 */
const NoteFormSchema = ReportNote.extend({
  visibility: z.enum(NoteVisibility.options, { error: 'errandsPages.note.chooseVisibility' }),
});

/**
 * Adds a note to the report's timeline. Those who may write internal notes
 * (`can.internalNote`: staff and the assigned contractor) choose between a message
 * the reporter sees and an internal note; the reporter only writes messages.
 */
export function NoteForm({ reportId, internal }: { reportId: string; internal: boolean }) {
  const { t } = useTranslation();
  const add = useAddNote(reportId);
  const labelId = useId();
  const initial = { note: '', visibility: internal ? '' : 'message' };
  const form = useForm(initial);
  const notify = useNotify();
  const submit = form.handleSubmit(NoteFormSchema, async (body) => {
    // Without signal the note waits on the device (shown beside the errand) and goes when it can.
    const kept = await sendOrKeep(reportId, [{ kind: 'note', body }], () => add.mutateAsync(body));
    form.reset(initial);
    if (kept) notify({ message: t('offline.kept') });
  });
  return (
    <Box component="form" ref={form.formRef} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <DraftRestoredNotice show={form.restored} />
      <TextField
        {...form.field('note')}
        id={undefined}
        label={t('errandsPages.addNote')}
        multiline
        minRows={2}
        helperText={form.errors.note ?? ' '}
      />
      {internal && (
        <FormControl error={Boolean(form.errors.visibility)}>
          <FormLabel id={labelId}>{t('errandsPages.note.visibility')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="visibility"
            value={form.values.visibility}
            onChange={(_, value) => form.set('visibility', value)}
          >
            <FormControlLabel
              value="message"
              control={<Radio />}
              label={`${t('errandsPages.note.message')}: ${t('errandsPages.note.messageHelp')}`}
            />
            <FormControlLabel
              value="internal"
              control={<Radio />}
              label={`${t('errandsPages.note.internal')}: ${t('errandsPages.note.internalHelp')}`}
            />
          </RadioGroup>
          {form.errors.visibility && <FormHelperText>{form.errors.visibility}</FormHelperText>}
        </FormControl>
      )}
      <Box>
        <Button type="submit" variant="outlined" disabled={form.sending}>
          {t('errandsPages.saveNote')}
        </Button>
      </Box>
    </Box>
  );
}
