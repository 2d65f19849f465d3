import type { Dashboard } from '@app/contract';
import { Box, Paper, Typography } from '@mui/material';
import { type ComponentProps, useId } from 'react';
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

type BarProps = ComponentProps<typeof BarChart>;

/** One bar per `name` of the dataset, lying down so that long names stay readable; tall enough for `rows` bars. */
function NamedBars({
  dataset,
  series,
  rows,
  labelWidth,
}: {
  dataset: BarProps['dataset'];
  series: BarProps['series'];
  rows: number;
  labelWidth: number;
}) {
  const height = Math.max(180, 48 + rows * 36);
  return (
    <ChartWhenVisible height={height}>
      <BarChart
        dataset={dataset}
        layout="horizontal"
        xAxis={[{ tickMinStep: 1 }]}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: labelWidth }]}
        series={series}
        height={height}
      />
    </ChartWhenVisible>
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
  const perTrade = data.perTrade.map((r) => ({ ...r, name: t(`enums.trade.${r.trade}`) }));
  const perProperty = data.perProperty.map((r) => ({ ...r, name: r.address }));
  const perContractor = data.perContractor.map((r) => ({ ...r }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard title={t('dashboardPages.perTrade')} empty={perTrade.length === 0}>
        <NamedBars dataset={perTrade} series={groupSeries} rows={perTrade.length} labelWidth={110} />
      </ChartCard>
      <ChartCard title={t('dashboardPages.perContractor')} empty={perContractor.length === 0}>
        {/* Two bars a contractor: half as much room again for each. */}
        <NamedBars
          dataset={perContractor}
          series={[
            { dataKey: 'accepted', label: t('dashboardPages.accepted'), color: colours.accepted },
            { dataKey: 'closed', label: t('dashboardPages.closed'), color: colours.closed },
          ]}
          rows={perContractor.length * 1.5}
          labelWidth={110}
        />
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <ChartCard title={t('dashboardPages.perProperty')} empty={perProperty.length === 0}>
          <NamedBars dataset={perProperty} series={groupSeries} rows={perProperty.length} labelWidth={140} />
        </ChartCard>
      </Box>
    </Box>
  );
}
