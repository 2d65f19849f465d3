import type { ReportDone } from '@app/contract';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useNotify } from '../../../components/Notifier';
import { useDialogForm } from '../../../components/use-dialog-form';
import { AMOUNT_PATTERN, optionalNumber } from '../../../lib/amount';
import { AttachmentPicker, useUploads } from '../../attachments';
import { keepIfOffline, sendOrKeep } from '../../offline';

const BAD = 'errandWork.done.badNumber';

/** The form's text values as the request body: the resolution is required, the rest optional. */
const DoneForm = z.object({
  resolution: z.string().trim().min(1, 'errandWork.done.resolutionRequired'),
  minutesSpent: optionalNumber(/^\d{1,6}$/, BAD),
  cost: optionalNumber(AMOUNT_PATTERN, BAD),
  invoiceReference: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || undefined),
});

const empty = { resolution: '', minutesSpent: '', cost: '', invoiceReference: '' };

/** Marks the work done: what was done (required), time spent, cost in SEK and an invoice reference. */
export function DoneDialog({
  open,
  onClose,
  onConfirm,
  reportId,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (body: ReportDone) => Promise<unknown>;
  /** With it, completion photos can go along (sent before the work is marked done). */
  reportId?: string;
}) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const form = useDialogForm(open, onClose, empty, { onOpen: uploads.clear });
  const notify = useNotify();
  const kept = () => {
    notify({ message: t('offline.kept') });
    onClose();
  };
  const submit = form.handleSubmit(DoneForm, async (body) => {
    if (!reportId) {
      await onConfirm(body);
      onClose();
      return;
    }
    // Without signal the photos and the close-out wait on the device, in this order.
    const done = { kind: 'done', body } as const;
    const photos = uploads.files.map(({ file }) => ({ name: file.name, type: file.type, blob: file }));
    const work = photos.length ? [{ kind: 'photos', files: photos } as const, done] : [done];
    if (await keepIfOffline(reportId, work)) return kept();
    // Photos first: a failed upload stops here, to be retried, before the status moves.
    if (!(await uploads.send(reportId, 'completion'))) return;
    if (await sendOrKeep(reportId, [done], () => onConfirm(body))) return kept();
    onClose();
  });
  return (
    <FormDialog
      {...form.dialogProps(submit)}
      title={t('errandWork.done.title')}
      intro={<Typography sx={{ mb: 1 }}>{t('errandWork.done.intro')}</Typography>}
      submitLabel={t('errandWork.done.submit')}
    >
      <TextField
        {...form.dialogField('resolution')}
        autoFocus
        required
        multiline
        minRows={3}
        label={t('errandWork.done.resolution')}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        {...form.dialogField('minutesSpent')}
        label={t('errandWork.done.minutesSpent')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        {...form.dialogField('cost')}
        label={t('errandWork.done.cost')}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: {
            endAdornment: <InputAdornment position="end">{t('errandWork.done.currency')}</InputAdornment>,
          },
        }}
      />
      <TextField
        {...form.dialogField('invoiceReference')}
        label={t('errandWork.done.invoiceReference')}
        sx={{ gridColumn: '1 / -1' }}
      />
      {reportId && <AttachmentPicker uploads={uploads} label={t('attachments.ui.completionHint')} />}
    </FormDialog>
  );
}
