import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { useGroupPath } from '../../../lib/route-group';
import { OverdueCard } from './OverdueCard';

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
  const f = useFormat();
  const columns = overdue === undefined ? 'repeat(3, 1fr)' : { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 }, mb: 3 }}>
      {(Object.keys(statusFilter) as (keyof Counts)[]).map((k) => {
        const inner = (
          <>
            <Typography
              component="p"
              variant="h3"
              sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '3rem' } }}
              data-testid={`count-${k}`}
            >
              {f.number(counts[k])}
            </Typography>
            <Typography component="p" variant="subtitle1" sx={{ fontSize: { xs: '0.85rem', sm: '1rem' } }}>
              {t(`enums.statusGroup.${k}`)}
            </Typography>
          </>
        );
        return (
          <Paper
            key={k}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper', minWidth: 0 }}
          >
            {linked ? (
              <Box
                component={RouterLink}
                to={`${reportsPath}?status=${statusFilter[k]}`}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  display: 'block',
                  '&:hover p:last-child': { textDecoration: 'underline' },
                }}
              >
                {inner}
              </Box>
            ) : (
              inner
            )}
          </Paper>
        );
      })}
      {overdue !== undefined && (
        <OverdueCard count={overdue} to={linked ? `${reportsPath}?overdue=true&sort=due` : undefined} />
      )}
    </Box>
  );
}
