import { lazy } from 'react';

/**
 * The charting library in chunks of its own, loaded when a chart is first drawn (ChartWhenVisible):
 * about 95 KB gzipped that a phone's first screen of the dashboard does not show.
 */
export const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));
export const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })),
);
