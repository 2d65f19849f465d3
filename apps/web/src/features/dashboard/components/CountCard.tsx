import { Box, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { plainLink } from '../../../components/layout';
import { textShades } from '../../../lib/theme';

/**
 * One count of a dashboard with what it counts, a link to those errands when `to` is given;
 * `alarm` draws it red (the overdue count while any is late).
 */
export function CountCard({
  count,
  label,
  testId,
  to,
  alarm = false,
}: {
  count: number;
  label: string;
  testId: string;
  to?: string;
  alarm?: boolean;
}) {
  const f = useFormat();
  const inner = (
    <>
      <Typography
        component="p"
        variant="h3"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '2rem', sm: '3rem' },
          color: alarm ? textShades.error : undefined,
        }}
        data-testid={testId}
      >
        {f.number(count)}
      </Typography>
      <Typography component="p" variant="subtitle1" sx={{ fontSize: { xs: '0.85rem', sm: '1rem' } }}>
        {label}
      </Typography>
    </>
  );
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.paper',
        minWidth: 0,
        borderColor: alarm ? 'error.main' : undefined,
      }}
    >
      {to ? (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            display: 'block',
            '&:hover p:last-child': { textDecoration: 'underline' },
            ...plainLink,
          }}
        >
          {inner}
        </Box>
      ) : (
        inner
      )}
    </Paper>
  );
}
