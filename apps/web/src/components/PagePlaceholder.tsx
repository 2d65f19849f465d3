import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Stands in for a page that a later change fills. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }} elevation={0}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography>{t('common.comingSoon')}</Typography>
    </Paper>
  );
}
