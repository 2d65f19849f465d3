import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Fact, Facts } from '../../../components/Facts';
import { placeLabel, useFormat } from '../../../components/format';
import { HazardChip } from '../../../components/HazardChip';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { PriorityChip, StatusChip, TradeChip } from '../../../components/ReportChips';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteGroup } from '../../../lib/route-group';
import { AttachmentsSection } from '../../attachments';
import { OfflineQueueCard } from '../../offline';
import { WorkOrderLinksCard } from '../../public-report';
import { reportDetail, useDeleteReport } from '../api';
import { ContactCard } from '../components/ContactCard';
import { DueChip } from '../components/DueChip';
import { ErrandSafety } from '../components/ErrandSafety';
import { NoteForm } from '../components/NoteForm';
import { RatingCard } from '../components/RatingCard';
import { hasReportActions, ReportActions } from '../components/ReportActions';
import { ReportFormDialog } from '../components/ReportFormDialog';
import { ReportTimeline } from '../components/ReportTimeline';
import { contractorLabel } from '../contractor-label';
import { CloseOutCard } from '../work/CloseOutCard';
import { QuoteCard } from '../work/QuoteCard';
import { TimesCard } from '../work/TimesCard';
import { VisitCard } from '../work/VisitCard';

/**
 * One report: its facts, the moves the caller may make, and the timeline. The status and its
 * moves come first in the page's order: on a phone above edit/delete and the details, on a wide
 * screen at the top of the right-hand column, above the timeline. Reading and tabbing follow what
 * is seen.
 *
 * The moves are placed by CSS grid areas, not by a width check in script, so they are mounted
 * once: a tablet turned from portrait to landscape (or anything else that crosses the width)
 * keeps an open close dialog and the note typed in it.
 */
export default function ReportDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useRouteGroup();
  const base = group.base;
  const report = useQuery(reportDetail(id));
  usePageTitle(
    report.data
      ? `${t('errandsPages.numbered', { number: report.data.number })} ${report.data.whatBroke}`
      : null,
  );
  const remove = useDeleteReport();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Stateless buttons only; `noSsr` reads the width on the first render, so nothing jumps.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const back = (
    <Button component={RouterLink} to={`${base}/errands`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('errandsPages.backToList')}
    </Button>
  );
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return (
      <>
        {back}
        <PageHeader title={t('errandsPages.unavailable')} />
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
        {/* An errand taken by someone else meanwhile is no longer readable: what was refused stays. */}
        <OfflineQueueCard reportId={id} />
      </>
    );
  const r = report.data;
  const moves = hasReportActions(r);
  const record = group.has('errands/:id/work-order') || r.can.edit || r.can.delete;
  // On a phone the record's buttons are secondary to the moves above them: small, so the three
  // share one row instead of three.
  const size = wide ? 'medium' : 'small';
  const recordButtons = (
    <>
      {group.has('errands/:id/work-order') && (
        <Button
          variant="outlined"
          size={size}
          component={RouterLink}
          to={`${base}/errands/${r.id}/work-order`}
        >
          {t('workOrder.open')}
        </Button>
      )}
      {r.can.edit && (
        <Button variant="outlined" size={size} onClick={() => setEditing(true)}>
          {t('adminPages.shared.edit')}
        </Button>
      )}
      {r.can.delete && (
        <Button variant="outlined" size={size} color="inherit" onClick={() => setDeleting(true)}>
          {t('adminPages.shared.delete')}
        </Button>
      )}
    </>
  );
  return (
    <>
      {back}
      <PageHeader
        title={`${t('errandsPages.numbered', { number: r.number })} ${r.whatBroke}`}
        actions={wide ? recordButtons : undefined}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <HazardChip hazards={r.hazards} />
        <StatusChip status={r.status} />
        <PriorityChip priority={r.priority} />
        <TradeChip trade={r.trade} />
        {r.overdue && <DueChip report={r} />}
      </Stack>
      <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        <ErrandSafety report={r} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          // The last row takes what the long left column adds, so the timeline follows the moves.
          gridTemplateRows: { md: moves ? 'auto 1fr' : '1fr' },
          gridTemplateAreas: {
            xs: [moves && '"moves"', record && !wide && '"record"', '"facts" "timeline"']
              .filter(Boolean)
              .join(' '),
            md: moves ? '"facts moves" "facts timeline"' : '"facts timeline"',
          },
          alignItems: 'start',
        }}
      >
        {moves && (
          <Box sx={{ gridArea: 'moves' }}>
            <ReportActions report={r} />
          </Box>
        )}
        {record && !wide && (
          <Box sx={{ gridArea: 'record', display: 'flex', flexWrap: 'wrap', gap: 1 }}>{recordButtons}</Box>
        )}
        <Stack spacing={3} sx={{ gridArea: 'facts' }}>
          <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.paper' }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('errandsPages.details')}
            </Typography>
            <Facts layout="responsive">
              <Fact label={t('errandsPages.fields.place')}>{placeLabel(r.place, { withCity: true })}</Fact>
              {/* The server sends the access only to staff, the reporter and the assigned contractor. */}
              {r.access && <Fact label={t('errandsPages.fields.accessInfo')}>{r.access}</Fact>}
              <Fact label={t('errandsPages.fields.contractor')}>{contractorLabel(t, r)}</Fact>
              {r.reporterName && <Fact label={t('errandsPages.fields.reporter')}>{r.reporterName}</Fact>}
              {r.customerNumber && (
                <Fact label={t('errandsPages.fields.customerNumber')}>{r.customerNumber}</Fact>
              )}
              <Fact label={t('errandsPages.fields.created')}>{f.dateTime(r.created)}</Fact>
              {r.acceptedAt && (
                <Fact label={t('errandsPages.fields.acceptedAt')}>{f.dateTime(r.acceptedAt)}</Fact>
              )}
              {r.closedAt && <Fact label={t('errandsPages.fields.closedAt')}>{f.dateTime(r.closedAt)}</Fact>}
              {r.acceptDueAt && <Fact label={t('worklists.acceptDue')}>{f.dateTime(r.acceptDueAt)}</Fact>}
              {r.finishDueAt && !r.closedAt && (
                <Fact label={t('worklists.finishDue')}>{f.dateTime(r.finishDueAt)}</Fact>
              )}
            </Facts>
            {r.description && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 2 }}>{r.description}</Typography>}
          </Paper>
          <AttachmentsSection report={r} />
          <VisitCard report={r} />
          <TimesCard report={r} />
          <QuoteCard report={r} />
          <CloseOutCard report={r} />
          <ContactCard contact={r.contact} />
          <WorkOrderLinksCard report={r} />
          <RatingCard report={r} />
        </Stack>
        <Box component="section" aria-labelledby="report-timeline" sx={{ gridArea: 'timeline' }}>
          <Typography id="report-timeline" variant="h6" component="h2" gutterBottom>
            {t('errandsPages.timeline.title')}
          </Typography>
          <OfflineQueueCard reportId={r.id} />
          {r.can.note && (
            <Box sx={{ mb: 2 }}>
              <NoteForm reportId={r.id} internal={r.can.internalNote} />
            </Box>
          )}
          <ReportTimeline actions={r.actions} />
          {r.chatSessionId && group.has('chat-assistant') && (
            <Link
              component={RouterLink}
              to={`${base}/chat-assistant`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              {t('errandsPages.fromChat')}
            </Link>
          )}
        </Box>
      </Box>
      {r.can.edit && <ReportFormDialog open={editing} onClose={() => setEditing(false)} report={r} />}
      <ConfirmDialog
        open={deleting}
        title={t('errandsPages.deleteTitle')}
        body={t('errandsPages.deleteBody', { what: r.whatBroke })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await remove.mutateAsync(r.id);
          void navigate(`${base}/errands`, { replace: true });
        }}
      />
    </>
  );
}
