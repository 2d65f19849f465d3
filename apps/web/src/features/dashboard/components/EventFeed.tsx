import type { DashboardEvent } from '@app/contract';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { useGroupPath } from '../../../lib/route-group';
import { asLineStart, timeAgo } from './relative-time';

/** How often "5 minutes ago" is worked out again while the page stays open. */
const TICK_MS = 60_000;

/**
 * The latest events: each line names its errand ("#12 Droppande kran", its one link), then the
 * server's sentence ("Slutkund skapade ett ärende på …", the specification's words) and how long
 * ago, with the date and time in `<time>` and as its tooltip. No live region here: the relative
 * times change every minute, and lib/live-cues.tsx already says when something happened.
 */
export function EventFeed({ events }: { events: readonly DashboardEvent[] }) {
  const { t } = useTranslation();
  const reportsPath = useGroupPath('errands');
  const f = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
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
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {events.map((e) => (
            <Box component="li" key={e.id} sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`${reportsPath}/${e.reportId}`}
                underline="hover"
                sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {t('errandsPages.numbered', { number: e.reportNumber })} {e.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {asLineStart(e.text, f.locale)}
                {' · '}
                <time dateTime={e.at} title={f.dateTime(e.at)}>
                  {timeAgo(e.at, f.locale, now)}
                </time>
                {e.actor ? ` · ${e.actor}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
