import type { Dashboard } from '@app/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartWhenVisible } from './ChartWhenVisible';
import { BarChart } from './lazy-charts';

/** Readable bar colours on the theme's beige background. */
const colours = {
  unhandled: '#b26a00',
  inProgress: '#1c03a9',
  completed: '#2e7d32',
  accepted: '#1c03a9',
  closed: '#2e7d32',
};

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={id}
      sx={{ p: 2, m: 0, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Typography id={id} component="figcaption" variant="h6" gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography>{t('dashboardPages.noData')}</Typography> : children}
    </Paper>
  );
}

/**
 * Statistics per service (trade), per contractor and per property. Loaded on demand so the
 * charting library stays out of the pages that do not show it.
 */
export default function DashboardCharts({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const groupSeries = (['unhandled', 'inProgress', 'completed'] as const).map((k) => ({
    dataKey: k,
    label: t(`enums.statusGroup.${k}`),
    stack: 'all',
    color: colours[k],
  }));
  const height = (n: number) => Math.max(180, 48 + n * 36);
  const perTrade = data.perTrade.map((r) => ({ ...r, name: t(`enums.trade.${r.trade}`) }));
  const perProperty = data.perProperty.map((r) => ({ ...r, name: r.address }));
  const perContractor = data.perContractor.map((r) => ({ ...r }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard title={t('dashboardPages.perTrade')} empty={perTrade.length === 0}>
        <ChartWhenVisible height={height(perTrade.length)}>
          <BarChart
            dataset={perTrade}
            layout="horizontal"
            xAxis={[{ tickMinStep: 1 }]}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
            series={groupSeries}
            height={height(perTrade.length)}
          />
        </ChartWhenVisible>
      </ChartCard>
      <ChartCard title={t('dashboardPages.perContractor')} empty={perContractor.length === 0}>
        <ChartWhenVisible height={height(perContractor.length * 1.5)}>
          <BarChart
            dataset={perContractor}
            layout="horizontal"
            xAxis={[{ tickMinStep: 1 }]}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
            series={[
              { dataKey: 'accepted', label: t('dashboardPages.accepted'), color: colours.accepted },
              { dataKey: 'closed', label: t('dashboardPages.closed'), color: colours.closed },
            ]}
            height={height(perContractor.length * 1.5)}
          />
        </ChartWhenVisible>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <ChartCard title={t('dashboardPages.perProperty')} empty={perProperty.length === 0}>
          <ChartWhenVisible height={height(perProperty.length)}>
            <BarChart
              dataset={perProperty}
              layout="horizontal"
              xAxis={[{ tickMinStep: 1 }]}
              yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
              series={groupSeries}
              height={height(perProperty.length)}
            />
          </ChartWhenVisible>
        </ChartCard>
      </Box>
    </Box>
  );
}
