import type { NeedsActionGroup as Group } from '@app/contract';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { placeLabel, useFormat } from '../../components/format';
import { PriorityChip, StatusChip } from '../../components/ReportChips';
import { useGroupPath } from '../../lib/route-group';

/** One group of the to-do list: its heading with the count, then each errand as a link to it. */
export function NeedsActionGroup({ group }: { group: Group }) {
  const { t } = useTranslation();
  const f = useFormat();
  const errands = useGroupPath('errands');
  const headingId = `needs-action-${group.key}`;
  const k = `dashboardPages.needsAction.groups.${group.key}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t(`${k}.title`)} ({group.count})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`${k}.help`)}
      </Typography>
      {group.count === 0 ? (
        <Typography color="text.secondary">{t('dashboardPages.needsAction.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {group.items.map((i) => (
            <Box component="li" key={i.reportId} sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`${errands}/${i.reportId}`}
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {t('errandsPages.numbered', { number: i.number })} {i.title}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {placeLabel(i)}
                {' · '}
                {t(`${k}.since`, { date: f.dateTime(i.since) })}
                {i.score !== null ? ` · ${t('dashboardPages.needsAction.score', { score: i.score })}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                <StatusChip status={i.status} />
                <PriorityChip priority={i.priority} />
              </Box>
            </Box>
          ))}
          {group.count > group.items.length && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('dashboardPages.needsAction.more', { count: group.count - group.items.length })}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
