import type { ReportDetail } from '@app/contract';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/Facts';
import { useFormat } from '../../../components/format';

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
      <Facts>
        {c.minutesSpent !== null && (
          <Fact label={t('errandWork.closeOut.minutesSpent')}>
            {t('errandWork.closeOut.minutes', { count: c.minutesSpent })}
          </Fact>
        )}
        {c.cost !== null && <Fact label={t('errandWork.closeOut.cost')}>{sek.format(c.cost)}</Fact>}
        {c.invoiceReference && (
          <Fact label={t('errandWork.closeOut.invoiceReference')}>{c.invoiceReference}</Fact>
        )}
        <Fact label={t('errandWork.closeOut.doneBy')}>
          {c.doneBy
            ? t('errandWork.closeOut.doneByAt', { name: c.doneBy, at: f.dateTime(c.doneAt) })
            : f.dateTime(c.doneAt)}
        </Fact>
      </Facts>
    </Paper>
  );
}
