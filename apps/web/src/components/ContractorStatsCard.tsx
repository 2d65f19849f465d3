import type { ContractorStats } from '@app/contract';
import { CONTRACTOR_STATS_MONTHS } from '@app/contract/constants';
import { Box, Paper, Rating, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractorStatsQuery } from '../lib/contractor-stats';
import { useFormat } from './format';
import { ErrorState, LoadingState } from './QueryStates';
import { type Column, ResponsiveList } from './ResponsiveList';

/** Hours as minutes under an hour, "5 h" up to two days, then as days ("3.5 d"); a dash for none. */
export function useDuration() {
  const { t } = useTranslation();
  const f = useFormat();
  const round = (n: number) => Math.round(n * 10) / 10;
  return (hours: number | null) => {
    if (hours === null) return '–';
    if (hours < 1) return t('ratings.stats.minutes', { value: f.number(Math.round(hours * 60)) });
    if (hours < 48) return t('ratings.stats.hours', { value: f.number(round(hours)) });
    return t('ratings.stats.days', { value: f.number(round(hours / 24)) });
  };
}

/** The average as read-only stars with its figure and count, or "No ratings". */
export function RatingFigure({ stats }: { stats: Pick<ContractorStats, 'ratingAverage' | 'ratingCount'> }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (stats.ratingAverage === null) return <>{t('ratings.stats.noRatings')}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Rating value={stats.ratingAverage} precision={0.1} readOnly size="small" aria-hidden />
      <span>
        {t('ratings.stats.ratingValue', {
          average: f.number(Math.round(stats.ratingAverage * 10) / 10),
          count: stats.ratingCount,
        })}
      </span>
    </Box>
  );
}

/**
 * Contractors' average rating and median times to accept and to finish over the last
 * twelve months, as the server scopes them (staff: their organisation or all; a
 * contractor: their own). `contractorId` narrows it to one; `own` titles it "Your figures".
 */
export function ContractorStatsCard({ contractorId, own = false }: { contractorId?: string; own?: boolean }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const f = useFormat();
  const stats = useQuery(contractorStatsQuery(contractorId));
  const headingId = `contractor-stats-${contractorId ?? 'all'}`;
  const columns: Column<ContractorStats>[] = [
    { key: 'name', label: t('ratings.stats.contractor'), primary: true, nowrap: true, render: (s) => s.name },
    {
      key: 'rating',
      label: t('ratings.stats.rating'),
      nowrap: true,
      render: (s) => <RatingFigure stats={s} />,
    },
    {
      key: 'toAccept',
      label: t('ratings.stats.medianToAccept'),
      render: (s) => duration(s.medianHoursToAccept),
    },
    {
      key: 'toFinish',
      label: t('ratings.stats.medianToFinish'),
      render: (s) => duration(s.medianHoursToFinish),
    },
    {
      key: 'keptVisits',
      label: t('ratings.stats.keptVisits'),
      render: (s) =>
        s.keptVisitShare === null
          ? '–'
          : t('ratings.stats.keptVisitsValue', { share: f.percent(s.keptVisitShare), count: s.visits }),
    },
    {
      key: 'quoteTurnaround',
      label: t('ratings.stats.quoteTurnaround'),
      render: (s) => duration(s.medianHoursToQuoteDecision),
    },
    { key: 'accepted', label: t('ratings.stats.accepted'), render: (s) => s.accepted },
    { key: 'closed', label: t('ratings.stats.closed'), render: (s) => s.closed },
  ];
  const title = t(own ? 'ratings.stats.titleOwn' : 'ratings.stats.title');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, mt: 3, bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ratings.stats.window', { months: CONTRACTOR_STATS_MONTHS })}
      </Typography>
      {stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : stats.data.items.length === 0 ? (
        <Typography>{t('ratings.stats.none')}</Typography>
      ) : (
        <ResponsiveList
          rows={stats.data.items}
          columns={columns}
          rowKey={(s) => s.contractorId}
          caption={title}
          wrapHeadings
        />
      )}
    </Paper>
  );
}
