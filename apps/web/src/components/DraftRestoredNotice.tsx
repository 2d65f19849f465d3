import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Says that a form's text came back from its draft (lib/form-drafts.ts), so it is no surprise. */
export function DraftRestoredNotice({ show, sx }: { show: boolean; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Alert severity="info" role="status" sx={sx}>
      {t('common.draftRestored')}
    </Alert>
  );
}
