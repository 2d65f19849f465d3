import type { CsvDelimiter } from '@app/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { downloadReportCsv } from '../lib/download-csv';
import { errorMessage } from '../lib/error-text';
import { DialogError } from './DialogError';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  listQuery: string;
  total: number;
}

/** The export's choice of delimiter, then a progress bar until the file is saved. */
export default function ExportDialog({ open, onClose, listQuery, total }: ExportDialogProps) {
  const { t } = useTranslation();
  const [delimiter, setDelimiter] = useState<CsvDelimiter>('semicolon');
  const [rows, setRows] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = rows !== null;

  const start = async () => {
    abort.current = new AbortController();
    setFailed(null);
    setRows(0);
    try {
      await downloadReportCsv(listQuery, delimiter, setRows, abort.current.signal);
      onClose();
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // A lost connection or the server's reason (4xx) says more than "the export failed".
      const specific = err instanceof ApiError && (err.code === 'network' || err.status < 500);
      setFailed(specific ? errorMessage(t, err) : t('exports.failed'));
    } finally {
      setRows(null);
    }
  };
  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('exports.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('exports.dialogBody', { count: total })}</Typography>
        <FormControl disabled={running}>
          <FormLabel id="export-delimiter">{t('exports.delimiter')}</FormLabel>
          <RadioGroup
            aria-labelledby="export-delimiter"
            value={delimiter}
            onChange={(e) => setDelimiter(e.target.value as CsvDelimiter)}
          >
            <FormControlLabel value="semicolon" control={<Radio />} label={t('exports.semicolon')} />
            <FormControlLabel value="comma" control={<Radio />} label={t('exports.comma')} />
          </RadioGroup>
        </FormControl>
        {running && (
          <>
            <LinearProgress
              sx={{ mt: 2 }}
              variant={total > 0 ? 'determinate' : 'indeterminate'}
              value={total > 0 ? Math.min(100, (rows / total) * 100) : undefined}
              aria-label={t('exports.progress', { done: rows, total })}
            />
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {t('exports.progress', { done: rows, total })}
            </Typography>
          </>
        )}
        <DialogError message={failed} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('exports.cancel')}</Button>
        <Button variant="contained" onClick={start} disabled={running}>
          {t('exports.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
