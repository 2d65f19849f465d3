import type { Priority, ReportStatus, Trade } from '@app/contract';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { useTranslation } from 'react-i18next';
import { priorityPalette, statusPalette } from '../lib/theme';
import { StaticChip } from './StaticChip';

/** The theme's status palette: tinted chips with dark text, at least 6:1. */
const statusColours: Record<ReportStatus, { bg: string; fg: string }> = statusPalette;
/**
 * Priority on a scale of its own, never the status chips' filled colours ("Öppen" and "Hög" were
 * the same amber): outlined, with an arrow from High and filled red only when Urgent. The brown
 * text has 6:1 contrast on the page's background.
 */
const priorityStyles: Record<Priority, { filled: boolean; colour?: string; icon?: 'up' | 'urgent' }> = {
  Low: { filled: false },
  Normal: { filled: false },
  High: { filled: false, colour: priorityPalette.high, icon: 'up' },
  Urgent: { filled: true, colour: priorityPalette.urgent, icon: 'urgent' },
};

export function StatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const c = statusColours[status];
  return <StaticChip label={t(`enums.status.${status}`)} sx={{ bgcolor: c.bg, color: c.fg }} />;
}

export function PriorityChip({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  const p = priorityStyles[priority];
  const Icon = p.icon === 'urgent' ? PriorityHighIcon : p.icon === 'up' ? ArrowUpwardIcon : undefined;
  return (
    <StaticChip
      variant={p.filled ? 'filled' : 'outlined'}
      icon={Icon ? <Icon fontSize="small" /> : undefined}
      label={t(`enums.priority.${priority}`)}
      sx={
        p.colour
          ? p.filled
            ? { bgcolor: p.colour, color: '#fff', '& .MuiChip-icon': { color: '#fff' } }
            : { color: p.colour, borderColor: p.colour, '& .MuiChip-icon': { color: p.colour } }
          : undefined
      }
    />
  );
}

export function TradeChip({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  return <StaticChip variant="outlined" label={t(`enums.trade.${trade}`)} />;
}
