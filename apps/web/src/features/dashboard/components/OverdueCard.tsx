import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { textShades } from '../../../lib/theme';

/** The overdue count beside the three status counts, red while any is late; links to them. */
export function OverdueCard({ count, to }: { count: number; to?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const late = count > 0;
  const inner = (
    <>
      <Typography
        component="p"
        variant="h3"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '2rem', sm: '3rem' },
          color: late ? textShades.error : undefined,
        }}
        data-testid="count-overdue"
      >
        {f.number(count)}
      </Typography>
      <Typography component="p" variant="subtitle1" sx={{ fontSize: { xs: '0.85rem', sm: '1rem' } }}>
        {t('worklists.dashboard.overdue')}
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
        borderColor: late ? 'error.main' : undefined,
      }}
    >
      {to ? (
        <Box
          component={RouterLink}
          to={to}
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
}
