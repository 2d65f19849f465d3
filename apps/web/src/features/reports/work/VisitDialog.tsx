import type { ReportVisit, ReportVisitPlan } from '@app/contract';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateInput } from '../../../components/dates/DateInput';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/use-dialog-form';
import { fromWindow, suggestedWindow, toWindow } from './visit-window';

const VisitForm = z
  .object({
    date: z.string().min(1, 'errandWork.visit.required'),
    from: z.string().min(1, 'errandWork.visit.required'),
    to: z.string().min(1, 'errandWork.visit.required'),
    note: z.string().trim().max(1000),
  })
  .transform(({ note, ...window }) => ({ ...toWindow(window), note: note || undefined }));

/**
 * Plans or moves the visit: a day and a time window (in the site's language, whatever the
 * browser's), and a note the reporter sees. The reporter's offered times pick their windows
 * with it too (`labels`: their own title and button, no note).
 */
export function VisitDialog({
  open,
  visit,
  onClose,
  onConfirm,
  labels,
}: {
  open: boolean;
  visit: ReportVisit | null;
  onClose: () => void;
  onConfirm: (plan: ReportVisitPlan) => Promise<unknown>;
  /** For a window that is not the visit itself (offered, proposed): its title and button, no note. */
  labels?: { title: string; submit: string };
}) {
  const { t } = useTranslation();
  const form = useDialogForm(
    open,
    onClose,
    { date: '', from: '', to: '', note: '' },
    {
      fill: () => ({
        ...(visit ? fromWindow(visit.startsAt, visit.endsAt) : suggestedWindow()),
        note: visit?.note ?? '',
      }),
    },
  );
  const submit = form.sendThenClose(VisitForm, onConfirm);
  // The server's problems with the instants (startsAt, endsAt) show above the fields.
  const visitInput = (name: 'date' | 'from' | 'to') => {
    const { name: _, id: __, onChange: ___, ...rest } = form.dialogField(name);
    return { ...rest, name, onChange: (value: string) => form.set(name, value) };
  };
  return (
    <FormDialog
      {...form.dialogProps(submit)}
      title={labels?.title ?? t(visit ? 'errandWork.visit.move' : 'errandWork.visit.plan')}
      submitLabel={labels?.submit ?? t('errandWork.visit.save')}
    >
      <DateInput
        {...visitInput('date')}
        required
        autoFocus
        label={t('errandWork.visit.date')}
        sx={{ gridColumn: '1 / -1' }}
      />
      <DateInput {...visitInput('from')} kind="time" required label={t('errandWork.visit.from')} />
      <DateInput {...visitInput('to')} kind="time" required label={t('errandWork.visit.to')} />
      {!labels && (
        <TextField
          {...form.dialogField('note')}
          multiline
          minRows={2}
          label={t('errandWork.visit.note')}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </FormDialog>
  );
}
