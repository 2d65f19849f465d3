import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../components/list-params';
import { textShades } from '../../../lib/theme';
import type { ReportFilterKey } from './ReportFilters';

type Toggle = 'overdue' | 'unassigned' | 'mine';

/** Quick filters as toggles: overdue for everyone; unassigned and mine for those who manage reports. */
export function WorklistFilters({
  params,
  manage,
}: {
  params: ListParams<ReportFilterKey>;
  manage: boolean;
}) {
  const { t } = useTranslation();
  const toggles: Toggle[] = manage ? ['overdue', 'unassigned', 'mine'] : ['overdue'];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {toggles.map((key) => {
        const on = params.filters[key] === 'true';
        return (
          <Chip
            key={key}
            label={t(`worklists.filters.${key}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            sx={on && key === 'overdue' ? { bgcolor: textShades.error, color: '#fff' } : undefined}
            aria-pressed={on}
            onClick={() => params.set({ [key]: on ? '' : 'true' })}
          />
        );
      })}
    </Box>
  );
}
