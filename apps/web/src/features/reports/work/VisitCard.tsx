import type { ReportDetail } from '@app/contract';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { useNotify } from '../../../components/Notifier';
import { SectionCard } from '../../../components/SectionCard';
import { sendOrKeep, useQueued, WaitingChip } from '../../offline';
import { useCancelVisit, usePlanVisit } from './api';
import { VisitDialog } from './VisitDialog';

/**
 * The errand's planned visit for everyone who sees the errand; the contractor (and staff on
 * their behalf, `can.planVisit`) plan, move and cancel it. Hidden when there is nothing to show.
 */
export function VisitCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const when = useVisitWindow();
  const plan = usePlanVisit(report.id);
  const cancel = useCancelVisit(report.id);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { visit, can } = report;
  // A visit planned without signal shows here too, marked as waiting, until it is sent.
  const kept = useQueued(report.id).findLast((a) => a.kind === 'visit' && a.state === 'waiting');
  const waiting = kept?.kind === 'visit' ? kept.body : null;
  if (!visit && !can.planVisit) return null;
  return (
    <SectionCard
      id="report-visit"
      icon={<EventIcon color="primary" aria-hidden />}
      title={t('errandWork.visit.title')}
    >
      {waiting && (
        <Box data-testid="visit-waiting" sx={{ mb: 1 }}>
          <WaitingChip />
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{when(waiting.startsAt, waiting.endsAt)}</Typography>
        </Box>
      )}
      {visit ? (
        <Box data-testid="visit-window">
          <Typography sx={{ fontWeight: 600 }}>{when(visit.startsAt, visit.endsAt)}</Typography>
          {visit.note && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{visit.note}</Typography>}
          {visit.plannedBy && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('errandWork.visit.plannedBy', { name: visit.plannedBy })}
            </Typography>
          )}
        </Box>
      ) : (
        !waiting && <Typography color="text.secondary">{t('errandWork.visit.none')}</Typography>
      )}
      {can.planVisit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant={visit ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
            {t(visit ? 'errandWork.visit.move' : 'errandWork.visit.plan')}
          </Button>
          {visit && (
            <Button variant="outlined" color="inherit" onClick={() => setCancelling(true)}>
              {t('errandWork.visit.cancel')}
            </Button>
          )}
        </Box>
      )}
      <VisitDialog
        open={editing}
        visit={visit}
        onClose={() => setEditing(false)}
        onConfirm={async (body) => {
          // Without signal the visit waits on the device, in order with the rest (features/offline).
          const kept = await sendOrKeep(report.id, [{ kind: 'visit', body }], () => plan.mutateAsync(body));
          notify({ message: t(kept ? 'offline.kept' : 'errandWork.visit.planned') });
        }}
      />
      <ConfirmDialog
        open={cancelling}
        title={t('errandWork.visit.cancelTitle')}
        body={t('errandWork.visit.cancelBody')}
        confirmLabel={t('errandWork.visit.cancel')}
        onClose={() => setCancelling(false)}
        onConfirm={async () => {
          await cancel.mutateAsync(undefined);
          notify({ message: t('errandWork.visit.cancelled') });
        }}
      />
    </SectionCard>
  );
}
