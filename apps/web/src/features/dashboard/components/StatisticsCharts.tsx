import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { downloadCsv } from '../../../lib/download-csv';
import { useStatistics } from '../api';
import { ChartWhenVisible } from './ChartWhenVisible';
import { BarChart, LineChart } from './lazy-charts';

/** Groups drawn in a chart; the rest are summed as "others" so twelve bars stay readable. */
const TOP = 5;
const palette = ['#1c03a9', '#2e7d32', '#b26a00', '#6a1b9a', '#00695c', '#757575'];

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type BarProps = ComponentProps<typeof BarChart>;

/** Counts per month as bars (stacked where the series say so), in a card of their own. */
function MonthBars({
  title,
  monthAxis,
  dataset,
  series,
  height,
}: {
  title: string;
  monthAxis: BarProps['xAxis'];
  dataset: BarProps['dataset'];
  series: BarProps['series'];
  height: number;
}) {
  return (
    <Card title={title}>
      <ChartWhenVisible height={height}>
        <BarChart
          dataset={dataset}
          xAxis={monthAxis}
          yAxis={[{ tickMinStep: 1 }]}
          series={series}
          height={height}
        />
      </ChartWhenVisible>
    </Card>
  );
}

/** Created per month for the TOP groups by total, the rest as one series. */
function stacked<R extends { month: string; created: number }>(
  months: string[],
  rows: R[],
  key: (r: R) => string,
  name: (k: string) => string,
  others: string,
) {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + r.created);
  const top = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k]) => k);
  const groups = [...top, ...(totals.size > TOP ? ['__others'] : [])];
  const dataset = months.map((month) => {
    const point: Record<string, string | number> = { month };
    for (const g of groups) point[g] = 0;
    for (const r of rows.filter((x) => x.month === month)) {
      const g = top.includes(key(r)) ? key(r) : '__others';
      point[g] = (point[g] as number) + r.created;
    }
    return point;
  });
  const series = groups.map((g, i) => ({
    dataKey: g,
    label: g === '__others' ? others : name(g),
    stack: 'created',
    color: palette[i % palette.length],
  }));
  return { dataset, series };
}

/** The manager's and admin's statistics over the last 12 months, with a CSV download. */
export default function StatisticsCharts() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const stats = useStatistics();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const months = s.months.map((m) => m.month);
  // Months as the rest of the app writes them ("nov. 2026", "Nov 2026"), not "2026-11".
  const monthAxis = [
    { scaleType: 'band' as const, dataKey: 'month', valueFormatter: (m: string) => f.month(m) },
  ];
  const trade = stacked(
    months,
    s.perTrade,
    (r) => r.trade,
    (k) => t(`enums.trade.${k}`),
    t('statistics.other'),
  );
  const addresses = new Map(s.perProperty.map((r) => [r.propertyId, r.address]));
  const property = stacked(
    months,
    s.perProperty,
    (r) => r.propertyId,
    (k) => addresses.get(k) ?? '',
    t('statistics.other'),
  );
  // Swedish Excel reads `;` (the comma is its decimal sign); others `,`.
  const delimiter = i18n.language === 'sv' ? 'semicolon' : 'comma';
  return (
    <Box component="section" aria-labelledby="statistics-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography id="statistics-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('statistics.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadCsv(`/api/statistics/export?delimiter=${delimiter}`)}
        >
          {t('statistics.download')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <MonthBars
          title={t('statistics.createdClosed')}
          monthAxis={monthAxis}
          dataset={s.months}
          series={[
            { dataKey: 'created', label: t('statistics.created'), color: palette[0] },
            { dataKey: 'closed', label: t('statistics.closed'), color: palette[1] },
          ]}
          height={260}
        />
        <Card title={t('statistics.median')}>
          {/* With no closed errand the line chart would be an empty box: say why instead. */}
          {s.months.every((m) => m.medianHoursToClose === null) ? (
            <Typography color="text.secondary">{t('statistics.medianNone')}</Typography>
          ) : (
            <ChartWhenVisible height={260}>
              <LineChart
                dataset={s.months.map((m) => ({ ...m, median: m.medianHoursToClose }))}
                xAxis={monthAxis}
                // Hours to one decimal in the site's way ("1,5"): a raw float ("0.0000833") overran the axis.
                yAxis={[{ min: 0, valueFormatter: (v: number | null) => f.hours(v) }]}
                series={[
                  { dataKey: 'median', label: t('statistics.median'), color: palette[2], connectNulls: true },
                ]}
                height={260}
              />
            </ChartWhenVisible>
          )}
        </Card>
        <MonthBars title={t('statistics.perTrade')} monthAxis={monthAxis} {...trade} height={300} />
        <MonthBars title={t('statistics.perProperty')} monthAxis={monthAxis} {...property} height={300} />
      </Box>
    </Box>
  );
}
