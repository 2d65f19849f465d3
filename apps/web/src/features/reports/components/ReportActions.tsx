import type { ReportDetail, ReportMove } from '@app/contract';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/Notifier';
import { errorMessage } from '../../../lib/error-text';
import { noteOwnChange } from '../../../lib/live-cues-store';
import { lookups } from '../../../lib/queries';
import { sendOrKeep, useQueued, WaitingChip } from '../../offline';
import { useAcceptReport } from '../api';
import { moveLabelKey, moveName } from '../moves';
import { DoneDialog } from '../work/DoneDialog';
import { useErrandName, useMoveWithUndo } from '../work/use-move-with-undo';
import { CloseConfirmDialog } from './CloseConfirmDialog';
import { ReasonDialog } from './ReasonDialog';

/**
 * How a move is asked for: closing without a required reason ends the work, so it is confirmed
 * in words (with an optional note); marking done has its close-out form; every other move asks
 * for its note (a required reason is confirmation enough).
 */
function dialogOf(m: ReportMove): 'confirm' | 'done' | 'reason' {
  if (m.to === 'Closed' && !m.reasonRequired) return 'confirm';
  return m.to === 'FollowingUp' ? 'done' : 'reason';
}

/** Whether the caller may do anything to the errand's status or assignment here. */
export function hasReportActions(report: ReportDetail): boolean {
  const can = report.can;
  return can.accept || can.assign || can.moves.length > 0;
}

/** Only the moves the server allows this caller (`report.can`): accept, assign, status changes. */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const can = report.can;
  const accept = useAcceptReport(report.id);
  const work = useMoveWithUndo(report);
  const notify = useNotify();
  const errandName = useErrandName();
  const [move, setMove] = useState<ReportMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const contractors = useQuery({ ...lookups.contractors(report.trade), enabled: can.assign });
  const label = (m: ReportMove) => t(moveLabelKey(report.status, m));
  const contractorName = (id: string) => contractors.data?.items.find((c) => c.id === id)?.name ?? '';

  // An accept kept on the device stands for the button until it is sent (or refused).
  const acceptWaiting = useQueued(report.id).some((a) => a.kind === 'accept' && a.state === 'waiting');

  /** Accepting (or assigning) has no way straight back, so its message offers no Undo. */
  const acceptAs = async (contractorId?: string) => {
    noteOwnChange(report.id);
    // Taking the errand oneself waits on the device without signal; assigning is staff's, at a desk.
    if (contractorId) await accept.mutateAsync(contractorId);
    else if (await sendOrKeep(report.id, [{ kind: 'accept' }], () => accept.mutateAsync(undefined)))
      return notify({ message: t('offline.kept') });
    const vars = {
      errand: errandName(report),
      status: t('enums.status.InProgress'),
      contractor: contractorId ? contractorName(contractorId) : '',
    };
    notify({ message: t(`errandWork.moveDone.${contractorId ? 'assign' : 'accept'}`, vars) });
  };

  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  if (!hasReportActions(report)) return null;
  return (
    <Box component="section" aria-labelledby="report-actions" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="report-actions" variant="h6" component="h2">
        {t('errandsPages.statusActions')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {can.accept && (
          <Button
            variant="contained"
            disabled={accept.isPending || acceptWaiting}
            onClick={() => run(() => acceptAs())}
          >
            {t('errandsPages.actions.accept')}
          </Button>
        )}
        {can.accept && acceptWaiting && <WaitingChip />}
        {/* Every move asks first (docs/PRODUCT.md "Report lifecycle"); see `dialogOf`. */}
        {can.moves.map((m) => (
          <Button
            key={m.to}
            variant={work.primary(m) ? 'contained' : 'outlined'}
            disabled={work.pending}
            onClick={() => setMove(m)}
          >
            {label(m)}
          </Button>
        ))}
      </Box>
      {can.assign && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('errandsPages.assignTo')}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {(contractors.data?.items ?? []).length === 0 && (
              <MenuItem value="" disabled>
                {t('errandsPages.noContractorsForTrade')}
              </MenuItem>
            )}
            {(contractors.data?.items ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!assignee || accept.isPending}
            onClick={() => run(() => acceptAs(assignee))}
          >
            {t('errandsPages.actions.assign')}
          </Button>
        </Box>
      )}
      <ReasonDialog
        open={move !== null && dialogOf(move) === 'reason'}
        title={move ? label(move) : ''}
        required={move?.reasonRequired ?? false}
        confirmLabel={move ? label(move) : ''}
        label={move ? work.noteLabel(move) : undefined}
        onClose={() => setMove(null)}
        onConfirm={(note) => work.move(move!, note)}
      />
      <CloseConfirmDialog
        open={move !== null && dialogOf(move) === 'confirm'}
        confirming={move !== null && moveName(report.status, move) === 'confirmClose'}
        errand={errandName(report)}
        confirmLabel={move ? label(move) : ''}
        onClose={() => setMove(null)}
        onConfirm={(note) => work.move(move!, note)}
      />
      <DoneDialog
        open={move !== null && dialogOf(move) === 'done'}
        onClose={() => setMove(null)}
        onConfirm={(body) => work.markDone(body)}
        reportId={report.id}
      />
    </Box>
  );
}
