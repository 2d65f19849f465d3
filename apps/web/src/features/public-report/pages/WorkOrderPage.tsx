import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { Fact, Facts } from '../../../components/Facts';
import { placeLabel, useFormat } from '../../../components/format';
import { LoadingState } from '../../../components/QueryStates';
import { followLocaleUnlessChosen } from '../../../lib/i18n';
import { PublicFrame, PublicLoadFailure, withQueries } from '../components/PublicFrame';
import { WorkOrderForms, type WorkOrderProps } from '../components/WorkOrderForms';
import { workOrder } from '../work-order-api';

/**
 * `/w/<token>`: an outside contractor's work order (docs/decisions/0047-work-order-links.md): the
 * errand as the server's contractor rules let them read it, and what those rules let them do.
 */
function WorkOrderPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const view = useQuery(workOrder(token));
  const [declined, setDeclined] = useState(false);
  // The page speaks the language of the mail that carried the link, unless the visitor chose one.
  const language = view.data?.language;
  useEffect(() => {
    if (language) void followLocaleUnlessChosen(language);
  }, [language]);
  if (declined)
    return (
      <PublicFrame title={t('publicReport.workOrder.title')}>
        <Alert severity="success">{t('publicReport.workOrder.declined')}</Alert>
      </PublicFrame>
    );
  if (view.isPending)
    return (
      <PublicFrame title={t('publicReport.workOrder.title')}>
        <LoadingState />
      </PublicFrame>
    );
  if (view.isError)
    return (
      <PublicLoadFailure
        title={t('publicReport.workOrder.title')}
        query={view}
        notFound={t('publicReport.workOrder.deadLink')}
      />
    );
  return <WorkOrder token={token} view={view.data} onDeclined={() => setDeclined(true)} />;
}

function WorkOrder({ token, view, onDeclined }: WorkOrderProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const when = useVisitWindow();
  const e = view.errand;
  const reporter = e.contact.reporter;
  const notes = e.actions.filter((a) => a.kind === 'note' && a.note);
  return (
    <PublicFrame title={t('publicReport.workOrder.heading', { number: e.number, title: e.whatBroke })}>
      <Typography color="text.secondary">
        {t('publicReport.workOrder.sentTo', { name: view.contractorName })}
      </Typography>
      <Chip
        label={t(`enums.status.${e.status}`)}
        color={e.status === 'InProgress' ? 'primary' : 'default'}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Facts layout="stacked">
        {e.description && <Fact label={t('publicReport.workOrder.what')}>{e.description}</Fact>}
        <Fact label={t('publicReport.workOrder.where')}>{placeLabel(e.place, { withCity: true })}</Fact>
        {e.access && <Fact label={t('publicReport.workOrder.access')}>{e.access}</Fact>}
        {reporter && (
          <Fact label={t('publicReport.workOrder.contact')}>
            {reporter.phone ? `${reporter.name}, ${reporter.phone}` : reporter.name}
          </Fact>
        )}
        <Fact label={t('publicReport.workOrder.visit')}>
          {e.visit ? when(e.visit.startsAt, e.visit.endsAt) : t('publicReport.workOrder.noVisit')}
        </Fact>
      </Facts>
      <Divider />
      <Typography variant="h6" component="h2">
        {t('publicReport.workOrder.photos')}
      </Typography>
      {view.files.length === 0 ? (
        <Typography color="text.secondary">{t('publicReport.workOrder.noPhotos')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
          {view.files.map((file) => (
            <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
              <Box
                component="img"
                src={file.thumbnailUrl ?? file.url}
                alt={file.fileName}
                sx={{
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
            </a>
          ))}
        </Box>
      )}
      {notes.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {t('publicReport.workOrder.notes')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {notes.map((n) => (
              <Box component="li" key={n.id}>
                <Typography variant="body2" color="text.secondary">
                  {n.actorName ?? ''} · {f.dateTime(n.created)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.note}</Typography>
              </Box>
            ))}
          </Stack>
        </>
      )}
      <Divider />
      <WorkOrderForms token={token} view={view} onDeclined={onDeclined} />
    </PublicFrame>
  );
}

export default withQueries(WorkOrderPage);
