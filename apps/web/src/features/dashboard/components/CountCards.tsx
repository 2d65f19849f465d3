import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGroupPath } from '../../../lib/route-group';
import { CountCard } from './CountCard';

export interface Counts {
  unhandled: number;
  inProgress: number;
  completed: number;
}

const statusFilter: Record<keyof Counts, string> = {
  unhandled: 'Open',
  inProgress: 'InProgress,FollowingUp',
  completed: 'Closed',
};

/**
 * The three counts of the dashboards (docs/PRODUCT.md, "Interface"), each a link to the matching
 * reports when `linked`.
 */
export function CountCards({
  counts,
  linked = false,
  overdue,
}: {
  counts: Counts;
  linked?: boolean;
  /** Staff dashboards add the overdue count (docs/PRODUCT.md "Deadlines"). */
  overdue?: number;
}) {
  const { t } = useTranslation();
  const reportsPath = useGroupPath('errands');
  const columns = overdue === undefined ? 'repeat(3, 1fr)' : { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 }, mb: 3 }}>
      {(Object.keys(statusFilter) as (keyof Counts)[]).map((k) => (
        <CountCard
          key={k}
          count={counts[k]}
          label={t(`enums.statusGroup.${k}`)}
          testId={`count-${k}`}
          to={linked ? `${reportsPath}?status=${statusFilter[k]}` : undefined}
        />
      ))}
      {overdue !== undefined && (
        <CountCard
          count={overdue}
          label={t('worklists.dashboard.overdue')}
          testId="count-overdue"
          to={linked ? `${reportsPath}?overdue=true&sort=due` : undefined}
          alarm={overdue > 0}
        />
      )}
    </Box>
  );
}
