import type { OfferedWindow, ReportDetail, TimeOffer } from '@app/contract';
import { MAX_OFFERED_WINDOWS } from '@app/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { useNotify } from '../../../components/Notifier';
import { offeredTimes, useOfferTimes, usePlanVisit } from './api';
import { TimeProposal } from './TimeProposal';
import { VisitDialog } from './VisitDialog';

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
    <Paper component="section" variant="outlined" aria-labelledby="report-times" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ScheduleIcon color="primary" aria-hidden />
        <Typography id="report-times" variant="h6" component="h2">
          {t('visits.times.title')}
        </Typography>
      </Stack>
      {view.canOffer ? (
        <OfferForm reportId={report.id} offer={view.offer} />
      ) : (
        <OfferShown report={report} offer={view.offer} />
      )}
      <TimeProposal reportId={report.id} view={view} />
    </Paper>
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

function Windows(props: { windows: OfferedWindow[]; action: (w: OfferedWindow) => ReactNode }) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  if (props.windows.length === 0)
    return <Typography color="text.secondary">{t('visits.times.none')}</Typography>;
  return (
    <List dense disablePadding>
      {props.windows.map((w) => (
        <ListItem
          key={w.startsAt + w.endsAt}
          disableGutters
          secondaryAction={props.action(w)}
          sx={{ pr: 12 }}
        >
          <ListItemText primary={when(w.startsAt, w.endsAt)} />
        </ListItem>
      ))}
    </List>
  );
}

/** The reporter's form: windows added by a dialog and removed by a button, the free text and the master key. */
function OfferForm({ reportId, offer }: { reportId: string; offer: TimeOffer | null }) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  const notify = useNotify();
  const save = useOfferTimes(reportId);
  const [windows, setWindows] = useState<OfferedWindow[]>([]);
  const [note, setNote] = useState('');
  const [anyTime, setAnyTime] = useState(false);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    setWindows(offer?.windows ?? []);
    setNote(offer?.note ?? '');
    setAnyTime(offer?.anyTime ?? false);
  }, [offer]);
  const full = windows.length >= MAX_OFFERED_WINDOWS;
  const submit = async () => {
    await save.mutateAsync({ windows, note: note.trim() || undefined, anyTime });
    notify({ message: t('visits.times.saved') });
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('visits.times.intro')}
      </Typography>
      <Windows
        windows={windows}
        action={(w) => (
          <IconButton
            aria-label={t('visits.times.remove', { when: when(w.startsAt, w.endsAt) })}
            onClick={() => setWindows(windows.filter((x) => x !== w))}
          >
            <DeleteIcon />
          </IconButton>
        )}
      />
      <Button variant="outlined" sx={{ mt: 1 }} disabled={full} onClick={() => setAdding(true)}>
        {t('visits.times.add')}
      </Button>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('visits.times.max')}
        </Typography>
      )}
      <TextField
        label={t('visits.times.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
        sx={{ mt: 2 }}
      />
      <FormControlLabel
        control={<Checkbox checked={anyTime} onChange={(e) => setAnyTime(e.target.checked)} />}
        label={t('visits.times.anyTime')}
      />
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('visits.times.save')}
        </Button>
      </Box>
      <VisitDialog
        open={adding}
        visit={null}
        labels={{ title: t('visits.times.addTitle'), submit: t('visits.times.add') }}
        onClose={() => setAdding(false)}
        onConfirm={async ({ startsAt, endsAt }) => {
          setWindows([...windows, { startsAt, endsAt }].sort((a, b) => a.startsAt.localeCompare(b.startsAt)));
        }}
      />
    </>
  );
}
