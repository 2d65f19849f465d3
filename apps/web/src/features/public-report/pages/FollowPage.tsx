import type { PublicErrandView } from '@app/contract';
import { Alert, Box, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../components/format';
import { LoadingState } from '../../../components/QueryStates';
import { addFollowMessage, followedErrand } from '../api';
import { PublicForm } from '../components/PublicForm';
import { PublicFrame, PublicLoadFailure, withQueries } from '../components/PublicFrame';

/** `/f/<token>`: the errand a follow link opens, and nothing else; messages both ways. */
function FollowPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const errand = useQuery(followedErrand(token));
  if (errand.isPending) return <LoadingState />;
  if (errand.isError)
    return (
      <PublicLoadFailure
        title={t('publicReport.follow.title')}
        query={errand}
        notFound={t('publicReport.follow.deadLink')}
      />
    );
  return <Errand token={token} errand={errand.data} />;
}

function Errand({ token, errand: e }: { token: string; errand: PublicErrandView }) {
  const { t } = useTranslation();
  const f = useFormat();
  const row = (label: string, value: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
  return (
    <PublicFrame title={t('publicReport.follow.heading', { number: e.number, title: e.title })}>
      <Chip
        label={t(`enums.status.${e.status}`)}
        sx={{ alignSelf: 'flex-start' }}
        color={e.status === 'Closed' ? 'default' : 'primary'}
      />
      {e.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{e.description}</Typography>}
      {row(t('publicReport.follow.place'), e.placeName ? `${e.placeName}, ${e.address}` : e.address)}
      {row(t('publicReport.follow.reported'), f.dateTime(e.created))}
      {e.visit && row(t('publicReport.follow.visit'), f.dateTime(e.visit.startsAt))}
      <Divider />
      <Typography variant="h6" component="h2">
        {t('publicReport.follow.messages')}
      </Typography>
      {e.messages.length === 0 && (
        <Typography color="text.secondary">{t('publicReport.follow.noMessages')}</Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {e.messages.map((m) => (
          <Box
            component="li"
            key={`${m.at}-${m.text}`}
            sx={{ bgcolor: m.author === 'you' ? 'action.hover' : 'transparent', p: 1, borderRadius: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`publicReport.follow.author.${m.author}`)} · {f.dateTime(m.at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.text}</Typography>
          </Box>
        ))}
      </Stack>
      {e.canAddMessage ? (
        <MessageForm token={token} />
      ) : (
        <Alert severity="info">{t('publicReport.follow.closed')}</Alert>
      )}
    </PublicFrame>
  );
}

function MessageForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const send = () =>
    addFollowMessage(token, text).then((view) => {
      qc.setQueryData(followedErrand(token).queryKey, view);
      setText('');
    });
  return (
    <PublicForm spacing={1} send={send} submitLabel={t('publicReport.follow.sendMessage')}>
      <TextField
        label={t('publicReport.follow.newMessage')}
        value={text}
        onChange={(ev) => setText(ev.target.value)}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
    </PublicForm>
  );
}

export default withQueries(FollowPage);
