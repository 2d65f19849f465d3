import { Box, Card, CardActionArea, Checkbox, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { placeLabel, useFormat } from '../../../components/format';
import { HazardChip } from '../../../components/HazardChip';
import { PriorityChip, StatusChip } from '../../../components/ReportChips';
import { FreshLabel, freshSx } from '../../../lib/live-cues';
import { textShades } from '../../../lib/theme';
import { type ListedReport, ReportThumb } from './ReportThumb';
import type { Selection } from './use-selection';

/**
 * An errand on a phone, compact so a screen holds five or six: number and title, status and
 * priority, place and date, the whole card one link to the errand (whose page has the rest:
 * trade, freelancer, due time). The bulk checkbox sits beside the link, never inside it.
 */
export function ReportCard({
  report: r,
  to,
  fresh,
  selection,
}: {
  report: ListedReport;
  to: string;
  fresh: boolean;
  selection?: Selection;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const place = placeLabel(r.place);
  return (
    <Card
      variant="outlined"
      data-testid="report-card"
      sx={{ display: 'flex', alignItems: 'stretch', bgcolor: 'background.paper', ...(fresh ? freshSx : {}) }}
    >
      {selection && (
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 0.5 }}>
          <Checkbox
            checked={selection.selected.has(r.id)}
            onChange={() => selection.toggle(r.id)}
            slotProps={{ input: { 'aria-label': t('worklists.bulk.select', { name: r.whatBroke }) } }}
          />
        </Box>
      )}
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.25, p: 1.25 }}
      >
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography
            component="span"
            variant="subtitle2"
            sx={{
              fontWeight: 600,
              lineHeight: 1.35,
              // Two lines at most; the errand's page has the whole title.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {t('errandsPages.numbered', { number: r.number })}
            </Box>{' '}
            {r.whatBroke}
            {fresh && <FreshLabel />}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <HazardChip hazards={r.hazards} />
            <StatusChip status={r.status} />
            <PriorityChip priority={r.priority} />
            {r.overdue && (
              <Chip
                size="small"
                label={t('worklists.overdue')}
                sx={{ fontWeight: 600, bgcolor: textShades.error, color: '#fff' }}
              />
            )}
          </Box>
          {/* Wraps to a second line rather than cut anything off; the date stays in one piece. */}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {place} ·{' '}
            <Box component="time" dateTime={r.created} sx={{ whiteSpace: 'nowrap' }}>
              {f.date(r.created)}
            </Box>
          </Typography>
        </Box>
        <ReportThumb report={r} />
      </CardActionArea>
    </Card>
  );
}
