import type { Report } from '@app/contract';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { textShades } from '../../../lib/theme';

/** The next due time of a report: accepting while Open, finishing until Closed. */
export const nextDue = (r: Pick<Report, 'status' | 'acceptDueAt' | 'finishDueAt'>) =>
  r.status === 'Closed' ? null : (r.acceptDueAt ?? r.finishDueAt);

/**
 * The due time; past it, a red "Overdue" chip in front of it. Closed reports have none. In a
 * table (`short`) this year's times leave the year out; the full time is the element's title.
 */
export function DueChip({ report, short = false }: { report: Report; short?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const due = nextDue(report);
  if (!due) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      {report.overdue && (
        <Chip
          size="small"
          label={t('worklists.overdue')}
          // The palette's error red is too light for white text (4.5:1); its text shade is not.
          sx={{ fontWeight: 600, bgcolor: textShades.error, color: '#fff' }}
        />
      )}
      <Box
        component="time"
        dateTime={due}
        title={short ? f.dateTime(due) : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {short ? f.dateTimeShort(due) : f.dateTime(due)}
      </Box>
    </Box>
  );
}
