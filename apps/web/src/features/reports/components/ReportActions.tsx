import type { ReportDetail, ReportMove } from '@app/contract';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-text';
import { lookups } from '../../../lib/queries';
import { useAcceptReport } from '../api';
import { moveLabelKey } from '../moves';
import { DoneDialog } from '../work/DoneDialog';
import { useMoveWithUndo } from '../work/use-move-with-undo';
import { ReasonDialog } from './ReasonDialog';

/** Only the moves the server allows this caller (`report.can`): accept, assign, status changes. */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const can = report.can;
  const accept = useAcceptReport(report.id);
  const work = useMoveWithUndo(report);
  const [move, setMove] = useState<ReportMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const contractors = useQuery({ ...lookups.contractors(report.trade), enabled: can.assign });
  const label = (m: ReportMove) => t(moveLabelKey(report.status, m));

  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  if (!can.accept && !can.assign && can.moves.length === 0) return null;
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {can.accept && (
          <Button
            variant="contained"
            disabled={accept.isPending}
            onClick={() => run(() => accept.mutateAsync(undefined))}
          >
            {t('errandsPages.actions.accept')}
          </Button>
        )}
        {/* Every move asks for its note first (docs/PRODUCT.md "Report lifecycle"). */}
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
            onClick={() => run(() => accept.mutateAsync(assignee))}
          >
            {t('errandsPages.actions.assign')}
          </Button>
        </Box>
      )}
      <ReasonDialog
        open={move !== null && move.to !== 'FollowingUp'}
        title={move ? label(move) : ''}
        required={move?.reasonRequired ?? false}
        confirmLabel={move ? label(move) : ''}
        label={move ? work.noteLabel(move) : undefined}
        onClose={() => setMove(null)}
        onConfirm={(note) => work.move(move!, note)}
      />
      <DoneDialog
        open={move?.to === 'FollowingUp'}
        onClose={() => setMove(null)}
        onConfirm={(body) => work.markDone(body)}
        reportId={report.id}
      />
    </Box>
  );
}
