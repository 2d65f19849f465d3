import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address that leads nowhere, shown inside the layout of wherever it was (its <main>). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, bgcolor: 'background.paper' }}>
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
