import type { ReportBulkResult } from '@app/contract';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './BulkDialog';

/** The dialog (its form, fields and contractor list) loads when an action is first chosen. */
const BulkDialog = lazy(() => import('./BulkDialog'));

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
  const [action, setAction] = useState<BulkAction | null>(null);
  // Once opened, the dialog stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
  const [result, setResult] = useState<ReportBulkResult | null>(null);
  const choose = (next: BulkAction) => {
    setWanted(true);
    setAction(next);
  };
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
            <Button variant="contained" onClick={() => choose('assign')}>
              {t('worklists.bulk.assign')}
            </Button>
            <Button variant="outlined" onClick={() => choose('close')}>
              {t('worklists.bulk.close')}
            </Button>
            <Button onClick={onDone}>{t('worklists.bulk.clear')}</Button>
          </Box>
        </Paper>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <BulkDialog
            action={action}
            ids={ids}
            onClose={() => setAction(null)}
            onDone={(done) => {
              setResult(done);
              setAction(null);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
