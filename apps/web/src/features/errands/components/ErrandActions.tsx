import type { ReportDetail } from '@app/contract';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { errorMessage } from '../../../lib/forms';
import { useAcceptErrand, useContractorsForTrade, useTransitionErrand } from '../api';
import { canAccept, canAssign, movesFor, type StatusMove, viewerOf } from '../permissions';
import { ReasonDialog } from './ReasonDialog';

/** Only the moves this caller may make: accept, assign, and the lifecycle's status changes. */
export function ErrandActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = viewerOf(user);
  const accept = useAcceptErrand(report.id);
  const transition = useTransitionErrand(report.id);
  const [move, setMove] = useState<StatusMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const assignable = canAssign(viewer, report);
  const contractors = useContractorsForTrade(report.trade, assignable);
  const moves = movesFor(viewer, user, report);

  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  if (!canAccept(viewer, report) && !assignable && moves.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="errand-actions" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="errand-actions" variant="h6" component="h2">
        {t('errandsPages.statusActions')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {canAccept(viewer, report) && (
          <Button
            variant="contained"
            disabled={accept.isPending}
            onClick={() => run(() => accept.mutateAsync(undefined))}
          >
            {t('errandsPages.actions.accept')}
          </Button>
        )}
        {moves.map((m) => (
          <Button
            key={m.to}
            variant={m.reasonRequired ? 'outlined' : 'contained'}
            disabled={transition.isPending}
            onClick={() =>
              m.reasonRequired ? setMove(m) : run(() => transition.mutateAsync({ status: m.to }))
            }
          >
            {t(m.labelKey)}
          </Button>
        ))}
      </Box>
      {assignable && (
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
        open={move !== null}
        title={move ? t(move.labelKey) : ''}
        required={move?.reasonRequired ?? false}
        confirmLabel={move ? t(move.labelKey) : ''}
        onClose={() => setMove(null)}
        onConfirm={(note) => transition.mutateAsync({ status: move!.to, note: note || undefined })}
      />
    </Box>
  );
}
