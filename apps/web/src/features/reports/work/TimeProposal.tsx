import type { TimeOfferView } from '@app/contract';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { useNotify } from '../../../components/Notifier';
import { errorMessage } from '../../../lib/forms';
import { useAnswerProposal, useProposeTime } from './api';
import { VisitDialog } from './VisitDialog';

/**
 * Another time than those offered: the contractor (or staff for them) proposes it, the reporter
 * confirms it (the visit is booked) or declines it. Everyone who reads the times sees it waiting.
 */
export function TimeProposal({ reportId, view }: { reportId: string; view: TimeOfferView }) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  const notify = useNotify();
  const propose = useProposeTime(reportId);
  const answer = useAnswerProposal(reportId);
  const [proposing, setProposing] = useState(false);
  const proposal = view.offer?.proposal ?? null;
  const reply = async (accept: boolean) => {
    try {
      await answer.mutateAsync(accept);
      notify({ message: t(accept ? 'visits.times.accepted' : 'visits.times.declined') });
    } catch (error) {
      // Answered elsewhere meanwhile, or the work moved on: said, not swallowed.
      notify({ message: errorMessage(t, error), severity: 'error' });
    }
  };
  return (
    <>
      {proposal && (
        <Box data-testid="time-proposal" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('visits.times.proposal', { when: when(proposal.startsAt, proposal.endsAt) })}
          </Typography>
          {proposal.proposedBy && (
            <Typography variant="body2" color="text.secondary">
              {/* The reporter is asked; everyone else reads that it waits for the reporter. */}
              {t(view.canAnswer ? 'visits.times.proposalByAsk' : 'visits.times.proposalBy', {
                name: proposal.proposedBy,
              })}
            </Typography>
          )}
          {view.canAnswer && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="contained" disabled={answer.isPending} onClick={() => void reply(true)}>
                {t('visits.times.accept')}
              </Button>
              <Button variant="outlined" disabled={answer.isPending} onClick={() => void reply(false)}>
                {t('visits.times.decline')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {view.canPropose && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setProposing(true)}>
          {t('visits.times.propose')}
        </Button>
      )}
      <VisitDialog
        open={proposing}
        visit={null}
        labels={{ title: t('visits.times.proposeTitle'), submit: t('visits.times.proposeSend') }}
        onClose={() => setProposing(false)}
        onConfirm={async ({ startsAt, endsAt }) => {
          await propose.mutateAsync({ startsAt, endsAt });
          notify({ message: t('visits.times.proposed') });
        }}
      />
    </>
  );
}
