import type { Priority, ReportStatus, Trade } from '@app/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Colours with at least 4.5:1 contrast on the chip text (the theme's light shades fail with white). */
const statusColours: Record<ReportStatus, { bg: string; fg: string }> = {
  Open: { bg: '#FFC107', fg: '#000' },
  InProgress: { bg: '#1c03a9', fg: '#fff' },
  FollowingUp: { bg: '#62BFED', fg: '#000' },
  Closed: { bg: '#2e7d32', fg: '#fff' },
};
const priorityColours: Record<Priority, { bg: string; fg: string } | undefined> = {
  Low: undefined,
  Normal: undefined,
  High: { bg: '#FFC107', fg: '#000' },
  Urgent: { bg: '#b71c1c', fg: '#fff' },
};

export function StatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const c = statusColours[status];
  return <Chip size="small" label={t(`enums.status.${status}`)} sx={{ bgcolor: c.bg, color: c.fg }} />;
}

export function PriorityChip({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  const c = priorityColours[priority];
  return (
    <Chip
      size="small"
      variant={c ? 'filled' : 'outlined'}
      label={t(`enums.priority.${priority}`)}
      sx={c ? { bgcolor: c.bg, color: c.fg } : undefined}
    />
  );
}

export function TradeChip({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t(`enums.trade.${trade}`)} />;
}
