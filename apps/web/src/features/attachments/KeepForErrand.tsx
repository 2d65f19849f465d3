import type { ReportFile } from '@app/contract';
import { Checkbox, FormControlLabel, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useKeepFile } from './api';

/**
 * "Kept for the errand" on a file (docs/PRODUCT.md "Erasure of a person"): staff of the errand's
 * organisation set or clear it; everyone else who sees the file sees whether it is kept.
 */
export function KeepForErrand({ file }: { file: ReportFile }) {
  const { t } = useTranslation();
  const keep = useKeepFile();
  if (!file.canKeep)
    return file.keptForErrand ? (
      <Typography variant="caption" color="text.secondary">
        {t('retention.keep.kept')}
      </Typography>
    ) : null;
  const name = file.fileName;
  return (
    <Tooltip title={t('retention.keep.help')}>
      <FormControlLabel
        sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.75rem' } }}
        control={
          <Checkbox
            size="small"
            sx={{ p: 0.5 }}
            checked={file.keptForErrand}
            disabled={keep.isPending}
            onChange={(e) => keep.mutate({ file, kept: e.target.checked })}
            slotProps={{
              input: {
                'aria-label': t('retention.keep.keptFile', { name }),
              },
            }}
          />
        }
        label={t('retention.keep.kept')}
      />
    </Tooltip>
  );
}
