import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dialog (its radios, progress bar and the download itself) loads on the first click:
 * most visits to the list never export.
 */
const ExportDialog = lazy(() => import('./ExportDialog'));

/** "Export CSV" on the errand list: opens the export's dialog. */
export function ExportButton({ listQuery, total }: { listQuery: string; total: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('exports.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ExportDialog open={open} onClose={() => setOpen(false)} listQuery={listQuery} total={total} />
        </Suspense>
      )}
    </>
  );
}
