import type { DashboardEvent } from '@app/contract';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { useGroupPath } from '../../../lib/route-group';

/** The latest events as the server words them ("end customer created a case at …"). */
export function EventFeed({ events }: { events: readonly DashboardEvent[] }) {
  const { t } = useTranslation();
  const reportsPath = useGroupPath('errands');
  const f = useFormat();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, bgcolor: 'background.paper' }}
      component="section"
      aria-labelledby="latest-events"
    >
      <Typography id="latest-events" variant="h6" component="h2" gutterBottom>
        {t('dashboardPages.latestEvents')}
      </Typography>
      {events.length === 0 ? (
        <Typography>{t('dashboardPages.noEvents')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-live="polite"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}
        >
          {events.map((e) => (
            <Box component="li" key={e.id}>
              <Link component={RouterLink} to={`${reportsPath}/${e.reportId}`}>
                {t('errandsPages.numbered', { number: e.reportNumber })} {e.text}
              </Link>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={e.at}>{f.dateTime(e.at)}</time>
                {e.actor ? ` · ${e.actor}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
