import type { QuoteStatus, ReportDetail } from '@app/contract';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { useNotify } from '../../../components/Notifier';
import { SectionCard } from '../../../components/SectionCard';
import { reportFiles } from '../../attachments';
import { ReasonDialog } from '../components/ReasonDialog';
import { useDecideQuote, useSubmitQuote } from './api';
import { QuoteDialog } from './QuoteDialog';

/** Dark enough on the page's and the card's background for text (WCAG 2.2 AA, over 4.5:1). */
const statusColour: Record<QuoteStatus, string> = {
  pending: '#5c4300',
  approved: '#1b5e20',
  rejected: '#b71c1c',
};

/** The quote's PDF among the errand's files, as a link; nothing when there is none. */
function QuoteFile({ reportId, fileId }: { reportId: string; fileId: string }) {
  const { t } = useTranslation();
  const files = useQuery(reportFiles(reportId));
  const file = files.data?.items.find((f) => f.id === fileId);
  if (!file) return null;
  return (
    <Link href={file.url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
      {t('visits.quote.openFile')}
    </Link>
  );
}

/**
 * The errand's quote for staff and the assigned contractor (the server sends it to no one
 * else): the cost limit, the quote and its state; the contractor submits or revises it
 * (`can.submitQuote`), staff approve or reject it with a reason (`can.decideQuote`).
 */
export function QuoteCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useNotify();
  const submit = useSubmitQuote(report.id);
  const decide = useDecideQuote(report.id);
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const { quote, quoteLimit, can } = report;
  const mayQuote = can.submitQuote && quote?.status !== 'approved';
  if (!quote && !(mayQuote && quoteLimit !== null)) return null;
  const approve = async () => {
    await decide.mutateAsync({ decision: 'approved' });
    notify({ message: t('visits.quote.approvedNotice') });
  };
  return (
    <SectionCard
      id="report-quote"
      icon={<RequestQuoteIcon color="primary" aria-hidden />}
      title={t('visits.quote.title')}
    >
      {quoteLimit !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('visits.quote.needed', { amount: f.sek(quoteLimit) })}
        </Typography>
      )}
      {quote ? (
        <Box data-testid="quote">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{f.sek(quote.amount)}</Typography>
            <Chip
              size="small"
              variant="outlined"
              sx={{ color: statusColour[quote.status], borderColor: statusColour[quote.status] }}
              label={t(`visits.quote.status.${quote.status}`)}
            />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{quote.description}</Typography>
          {quote.fileId && <QuoteFile reportId={report.id} fileId={quote.fileId} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('visits.quote.submitted', {
              who: quote.submittedBy ?? t('errandsPages.timeline.someone'),
              when: f.dateTime(quote.submitted),
            })}
          </Typography>
          {quote.decided && (
            <Typography variant="body2" color="text.secondary">
              {t('visits.quote.decided', {
                status: t(`visits.quote.status.${quote.status}`),
                who: quote.decidedBy ?? t('errandsPages.timeline.someone'),
                when: f.dateTime(quote.decided),
              })}
            </Typography>
          )}
          {quote.reason && (
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {t('visits.quote.reason')}: {quote.reason}
            </Typography>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('visits.quote.none')}</Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '&:empty': { display: 'none' } }}>
        {mayQuote && (
          <Button variant={quote ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
            {t(quote ? 'visits.quote.revise' : 'visits.quote.submit')}
          </Button>
        )}
        {can.decideQuote && quote?.status === 'pending' && (
          <>
            <Button variant="contained" color="success" onClick={approve} disabled={decide.isPending}>
              {t('visits.quote.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setRejecting(true)}>
              {t('visits.quote.reject')}
            </Button>
          </>
        )}
      </Box>
      <QuoteDialog
        open={editing}
        reportId={report.id}
        quote={quote}
        onClose={() => setEditing(false)}
        onConfirm={async (body) => {
          await submit.mutateAsync(body);
          notify({ message: t('visits.quote.sent') });
        }}
      />
      <ReasonDialog
        open={rejecting}
        title={t('visits.quote.rejectTitle')}
        required
        label={t('visits.quote.reason')}
        confirmLabel={t('visits.quote.reject')}
        onClose={() => setRejecting(false)}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ decision: 'rejected', reason });
          notify({ message: t('visits.quote.rejectedNotice') });
        }}
      />
    </SectionCard>
  );
}
