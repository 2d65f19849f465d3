import type { ReportQuote, ReportQuoteSubmit } from '@app/contract';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/use-dialog-form';
import { AMOUNT_PATTERN, plainNumber } from '../../../lib/amount';
import { reportFiles } from '../../attachments';

const QuoteForm = z.object({
  amount: z
    .string()
    .refine((v) => plainNumber(v) !== '', 'visits.quote.amountRequired')
    .refine((v) => plainNumber(v) === '' || AMOUNT_PATTERN.test(plainNumber(v)), 'visits.quote.badAmount')
    .transform((v) => Number(plainNumber(v))),
  description: z.string().trim().min(1, 'visits.quote.descriptionRequired').max(4000),
  fileId: z.string().transform((v) => v || null),
});

/** Writes the amount back the way it is typed here: "12500,50". */
const typed = (amount: number) => String(amount).replace('.', ',');

/**
 * The contractor's quote: an amount in SEK, what it covers, and optionally one of the errand's
 * PDFs (uploaded among its files first). Revising fills in the quote as it stands.
 */
export function QuoteDialog({
  open,
  reportId,
  quote,
  onClose,
  onConfirm,
}: {
  open: boolean;
  reportId: string;
  quote: ReportQuote | null;
  onClose: () => void;
  onConfirm: (body: ReportQuoteSubmit) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useDialogForm(
    open,
    onClose,
    { amount: '', description: '', fileId: '' },
    {
      draft: false,
      fill: () =>
        quote
          ? { amount: typed(quote.amount), description: quote.description, fileId: quote.fileId ?? '' }
          : undefined,
    },
  );
  const files = useQuery({ ...reportFiles(reportId), enabled: open });
  const pdfs = (files.data?.items ?? []).filter((f) => f.kind === 'pdf');
  const submit = form.sendThenClose(QuoteForm, onConfirm);
  return (
    <FormDialog
      {...form.dialogProps(submit)}
      title={t(quote ? 'visits.quote.revise' : 'visits.quote.submit')}
      submitLabel={t('visits.quote.send')}
    >
      <TextField
        {...form.dialogField('amount')}
        autoFocus
        required
        label={t('visits.quote.amount')}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">kr</InputAdornment> },
        }}
      />
      <TextField
        {...form.dialogField('fileId', t('visits.quote.fileHelp'))}
        select
        label={t('visits.quote.file')}
      >
        <MenuItem value="">{t('visits.quote.noFile')}</MenuItem>
        {pdfs.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.fileName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.dialogField('description')}
        required
        multiline
        minRows={3}
        label={t('visits.quote.description')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormDialog>
  );
}
