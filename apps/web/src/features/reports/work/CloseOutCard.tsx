import type { ReportDetail } from '@app/contract';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What the contractor reported when the work was done; shown while it waits for confirmation and once closed. */
export function CloseOutCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = report.closeOut;
  if (!c) return null;
  const sek = new Intl.NumberFormat(f.locale, { style: 'currency', currency: 'SEK' });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="report-closeout" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <TaskAltIcon color="success" aria-hidden />
        <Typography id="report-closeout" variant="h6" component="h2">
          {t('errandWork.closeOut.title')}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }} data-testid="closeout-resolution">
        {c.resolution}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5 }}
      >
        {c.minutesSpent !== null && (
          <Row label={t('errandWork.closeOut.minutesSpent')}>
            {t('errandWork.closeOut.minutes', { count: c.minutesSpent })}
          </Row>
        )}
        {c.cost !== null && <Row label={t('errandWork.closeOut.cost')}>{sek.format(c.cost)}</Row>}
        {c.invoiceReference && (
          <Row label={t('errandWork.closeOut.invoiceReference')}>{c.invoiceReference}</Row>
        )}
        <Row label={t('errandWork.closeOut.doneBy')}>
          {c.doneBy
            ? t('errandWork.closeOut.doneByAt', { name: c.doneBy, at: f.dateTime(c.doneAt) })
            : f.dateTime(c.doneAt)}
        </Row>
      </Box>
    </Paper>
  );
}
