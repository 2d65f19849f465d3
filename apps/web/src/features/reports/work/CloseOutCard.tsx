import type { ReportDetail } from '@app/contract';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/Facts';
import { useFormat } from '../../../components/format';
import { SectionCard } from '../../../components/SectionCard';

/** What the contractor reported when the work was done; shown while it waits for confirmation and once closed. */
export function CloseOutCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = report.closeOut;
  if (!c) return null;
  const sek = new Intl.NumberFormat(f.locale, { style: 'currency', currency: 'SEK' });
  return (
    <SectionCard
      id="report-closeout"
      icon={<TaskAltIcon color="success" aria-hidden />}
      title={t('errandWork.closeOut.title')}
    >
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
    </SectionCard>
  );
}
