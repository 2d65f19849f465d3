import { Box, Checkbox, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { placeLabel, useFormat } from '../../../components/format';
import { HazardChip } from '../../../components/HazardChip';
import { PriorityChip, StatusChip, TradeChip } from '../../../components/ReportChips';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { useFreshReports } from '../../../lib/live-cues-store';
import { contractorLabel } from '../contractor-label';
import { DueChip } from './DueChip';
import { ReportCard } from './ReportCard';
import { type ListedReport, ReportThumb } from './ReportThumb';
import type { Selection } from './use-selection';

/**
 * Reports as a table (compact cards on a phone); the title opens the detail page. Rows that just
 * arrived or changed over the hub light up for a moment (lib/live-cues.tsx).
 */
export function ReportList({
  items,
  base,
  selection,
}: {
  items: readonly ListedReport[];
  base: string;
  selection?: Selection;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const fresh = useFreshReports();
  const columns: Column<ListedReport>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            label: t('worklists.bulk.selectColumn'),
            render: (r: ListedReport) => (
              <Checkbox
                size="small"
                sx={{ p: 0.5 }}
                checked={selection.selected.has(r.id)}
                onChange={() => selection.toggle(r.id)}
                slotProps={{ input: { 'aria-label': t('worklists.bulk.select', { name: r.whatBroke }) } }}
              />
            ),
          },
        ]
      : []),
    {
      key: 'number',
      label: t('errandsPages.fields.number'),
      render: (r) => t('errandsPages.numbered', { number: r.number }),
    },
    {
      key: 'whatBroke',
      label: t('errandsPages.fields.whatBroke'),
      primary: true,
      render: (r) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ReportThumb report={r} />
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Link component={RouterLink} to={`${base}/errands/${r.id}`} sx={{ fontWeight: 600 }}>
              {r.whatBroke}
            </Link>
            <HazardChip hazards={r.hazards} />
          </Box>
        </Box>
      ),
    },
    {
      key: 'status',
      label: t('errandsPages.fields.status'),
      render: (r) => <StatusChip status={r.status} />,
    },
    {
      key: 'priority',
      label: t('errandsPages.fields.priority'),
      render: (r) => <PriorityChip priority={r.priority} />,
    },
    { key: 'trade', label: t('errandsPages.fields.trade'), render: (r) => <TradeChip trade={r.trade} /> },
    {
      key: 'place',
      label: t('errandsPages.fields.place'),
      render: (r) => placeLabel(r.place),
    },
    {
      key: 'contractor',
      label: t('errandsPages.fields.contractor'),
      render: (r) => contractorLabel(t, r),
    },
    { key: 'due', label: t('worklists.due'), render: (r) => <DueChip report={r} short /> },
    {
      key: 'created',
      label: t('errandsPages.fields.created'),
      nowrap: true,
      render: (r) => (
        <time dateTime={r.created} title={f.dateTime(r.created)}>
          {f.dateTimeShort(r.created)}
        </time>
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={items}
      columns={columns}
      rowKey={(r) => r.id}
      caption={t('errandsPages.listCaption')}
      highlighted={(r) => fresh.has(r.id)}
      card={(r) => (
        <ReportCard report={r} to={`${base}/errands/${r.id}`} fresh={fresh.has(r.id)} selection={selection} />
      )}
    />
  );
}
