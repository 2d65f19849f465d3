import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all fallback page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper component="main" sx={{ p: 4, m: 3 }} elevation={0}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('common.notFound')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('common.notFoundBody')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {t('common.goHome')}
      </Button>
    </Paper>
  );
}
