import type { OfferedWindow, ReportDetail, TimeOffer } from '@app/contract';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { useNotify } from '../../../components/Notifier';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage, type FieldErrors, serverFieldErrors } from '../../../lib/forms';
import { offeredTimes, useOfferTimes, usePlanVisit } from './api';
import { noTimes, OfferedTimesFields, type TimesValue, timesBody, Windows } from './OfferedTimesFields';
import { TimeProposal } from './TimeProposal';

/**
 * The times the reporter offered for the visit (docs/PRODUCT.md "Visits"): the reporter picks
 * up to five windows, writes what else suits or lets them come any time with the master key;
 * the contractor (and staff for them) books one as the visit. Hidden when there is nothing to show.
 */
export function TimesCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const times = useQuery(offeredTimes(report.id));
  const view = times.data;
  if (!view || (!view.offer && !view.canOffer && !view.canPropose)) return null;
  return (
    <SectionCard
      id="report-times"
      icon={<ScheduleIcon color="primary" aria-hidden />}
      title={t('visits.times.title')}
    >
      {view.canOffer ? (
        <OfferForm reportId={report.id} offer={view.offer} />
      ) : (
        <OfferShown report={report} offer={view.offer} />
      )}
      <TimeProposal reportId={report.id} view={view} />
    </SectionCard>
  );
}

/** The contractor's and staff's view: the offer, each window bookable while they may plan the visit. */
function OfferShown({ report, offer }: { report: ReportDetail; offer: TimeOffer | null }) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  const notify = useNotify();
  const plan = usePlanVisit(report.id);
  if (!offer) return null;
  const book = async (w: OfferedWindow) => {
    await plan.mutateAsync(w);
    notify({ message: t('visits.times.booked') });
  };
  return (
    <>
      <Windows
        windows={offer.windows}
        action={(w) =>
          report.can.planVisit && (
            <Button
              variant="outlined"
              size="small"
              aria-label={t('visits.times.bookLabel', { when: when(w.startsAt, w.endsAt) })}
              disabled={plan.isPending}
              onClick={() => void book(w)}
            >
              {t('visits.times.book')}
            </Button>
          )
        }
      />
      {offer.note && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{offer.note}</Typography>}
      {offer.anyTime && (
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('visits.times.anyTimeShown')}</Typography>
      )}
    </>
  );
}

/** The reporter's form: the times' fields and a button to save them. */
function OfferForm({ reportId, offer }: { reportId: string; offer: TimeOffer | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useOfferTimes(reportId);
  const [times, setTimes] = useState<TimesValue>(noTimes);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    setTimes(offer ? { windows: offer.windows, note: offer.note ?? '', anyTime: offer.anyTime } : noTimes);
  }, [offer]);
  const submit = async () => {
    try {
      await save.mutateAsync(timesBody(times));
      setErrors({});
      notify({ message: t('visits.times.saved') });
    } catch (error) {
      // A window in the past, or too long: said under the times, and why at the foot of the screen.
      setErrors(serverFieldErrors(error, t));
      notify({ message: errorMessage(t, error), severity: 'error' });
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('visits.times.intro')}
      </Typography>
      <OfferedTimesFields value={times} onChange={setTimes} errors={errors} />
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('visits.times.save')}
        </Button>
      </Box>
    </>
  );
}
