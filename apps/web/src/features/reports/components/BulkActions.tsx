import type { ReportBulkResult } from '@app/contract';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { noteOwnChange } from '../../../lib/live-cues-store';
import { lookups } from '../../../lib/queries';
import { useForm } from '../../../lib/use-form';
import { useBulkReports } from '../worklists-api';

type Action = 'assign' | 'close';
const AssignForm = z.object({
  contractorId: z.string().min(1, 'worklists.bulk.contractorRequired'),
  note: z.string().trim().max(4000),
});
const CloseForm = z.object({ note: z.string().trim().min(1, 'errandsPages.reasonRequired').max(4000) });

/** What came back: how many were done and, for the rest, why (the server's codes, translated). */
function Outcome({ result, onClose }: { result: ReportBulkResult; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = result.results.filter((r) => !r.ok);
  const ok = result.results.length - failed.length;
  const reasons = [...new Set(failed.map((r) => t(`errors.${r.code ?? 'internal'}`)))].join(' ');
  return (
    <Alert severity={failed.length ? 'warning' : 'success'} role="status" onClose={onClose} sx={{ mb: 2 }}>
      {t('worklists.bulk.done', { ok, count: result.results.length })}
      {failed.length > 0 && ` ${t('worklists.bulk.failed', { count: failed.length, reasons })}`}
    </Alert>
  );
}

/** The bar over the list once reports are picked: assign them a contractor or close them with one note. */
export function BulkActions({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<ReportBulkResult | null>(null);
  const bulk = useBulkReports();
  const contractors = useQuery({ ...lookups.contractors(), enabled: action === 'assign' });
  const form = useForm({ contractorId: '', note: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (action) form.reset();
  }, [action]);
  const submit = form.handleSubmit(action === 'assign' ? AssignForm : CloseForm, async (data) => {
    const { contractorId = '', note } = data as { contractorId?: string; note: string };
    const body =
      action === 'assign'
        ? { action: 'assign' as const, ids: [...ids], contractorId, note: note || undefined }
        : { action: 'close' as const, ids: [...ids], note };
    // The hub tells of each change; this user made them, so the live cues keep quiet.
    noteOwnChange(...ids);
    setResult(await bulk.mutateAsync(body));
    setAction(null);
    onDone();
  });
  const count = ids.length;
  return (
    <>
      {result && <Outcome result={result} onClose={() => setResult(null)} />}
      {count > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 1, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 600, mr: 1 }} role="status">
            {t('worklists.bulk.selected', { count })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setAction('assign')}>
              {t('worklists.bulk.assign')}
            </Button>
            <Button variant="outlined" onClick={() => setAction('close')}>
              {t('worklists.bulk.close')}
            </Button>
            <Button onClick={onDone}>{t('worklists.bulk.clear')}</Button>
          </Box>
        </Paper>
      )}
      <FormDialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={t(action === 'assign' ? 'worklists.bulk.assignTitle' : 'worklists.bulk.closeTitle', { count })}
        form={form}
        onSubmit={submit}
        submitLabel={t(action === 'assign' ? 'worklists.bulk.assign' : 'worklists.bulk.close')}
        grid={false}
      >
        {action === 'assign' && (
          <TextField
            {...form.dialogField('contractorId')}
            select
            fullWidth
            required
            label={t('worklists.bulk.contractor')}
          >
            {(contractors.data?.items ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name} ({t(`enums.trade.${c.trade}`)})
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          {...form.dialogField('note')}
          fullWidth
          multiline
          minRows={3}
          required={action === 'close'}
          label={t(action === 'close' ? 'worklists.bulk.note' : 'errandsPages.noteOptional')}
        />
      </FormDialog>
    </>
  );
}
