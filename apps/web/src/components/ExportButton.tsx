import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup, useLazyPopup } from './lazy-popup';

/**
 * The dialog (its radios, progress bar and the download itself) loads on the first click:
 * most visits to the list never export.
 */
const ExportDialog = lazy(() => import('./ExportDialog'));

/** "Export CSV" on the errand list: opens the export's dialog. */
export function ExportButton({ listQuery, total }: { listQuery: string; total: number }) {
  const { t } = useTranslation();
  const dialog = useLazyPopup(false);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => dialog.open(true)}>
        {t('exports.button')}
      </Button>
      <LazyPopup popup={dialog}>
        <ExportDialog open={dialog.value} onClose={dialog.close} listQuery={listQuery} total={total} />
      </LazyPopup>
    </>
  );
}
