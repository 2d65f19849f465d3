import { Alert, AlertTitle, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../components/dates/use-visit-window';
import { useOnline } from './online';
import { forget, type QueuedAction, queued, queueVersion, subscribeQueue } from './store';
import { flushQueue } from './sync';
import { WaitingChip } from './WaitingChip';

type VisitWindow = ReturnType<typeof useVisitWindow>;

/** The words the user typed or chose for an action, shown so that nothing is lost. */
function typed(a: QueuedAction, when: VisitWindow): string {
  if (a.kind === 'accept') return '';
  if (a.kind === 'visit')
    return [when(a.body.startsAt, a.body.endsAt), a.body.note].filter(Boolean).join('\n');
  if (a.kind === 'note') return a.body.note;
  if (a.kind === 'done') return [a.body.resolution, a.body.invoiceReference].filter(Boolean).join('\n');
  return a.files.map((f) => f.name).join(', ');
}

/**
 * Why the server refused an action: its own words when they are in the language shown now, else
 * the catalogue's text for its error code (the language may have changed since it was refused).
 */
function reasonText(a: QueuedAction, language: string, t: TFunction): string {
  if (!a.reasonCode || !a.reasonLocale || a.reasonLocale === language) return a.reason ?? '';
  return t(`errors.${a.reasonCode}`, { defaultValue: a.reason ?? '' });
}

/** What this device keeps for the errand, waiting or refused, in the order it was done. */
export function useQueued(reportId: string): QueuedAction[] {
  const version = useSyncExternalStore(subscribeQueue, queueVersion);
  const [items, setItems] = useState<QueuedAction[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every change of the queue
  useEffect(() => {
    let live = true;
    void queued().then((all) => live && setItems(all.filter((a) => a.reportId === reportId)));
    return () => {
      live = false;
    };
  }, [reportId, version]);
  return items;
}

/**
 * What this device keeps for the errand: the actions waiting for the network, and those the server
 * refused when they arrived (taken or closed meanwhile), with the typed text readable and copyable.
 */
export function OfflineQueueCard({ reportId }: { reportId: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const items = useQueued(reportId);
  const when = useVisitWindow();
  if (items.length === 0 && online) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="offline-queue">
      {!online && (
        <Alert severity="info" sx={{ mb: items.length ? 2 : 0 }}>
          {t('offline.offlineBanner')}
        </Alert>
      )}
      {items.length > 0 && (
        <Typography variant="h6" component="h2" gutterBottom>
          {t('offline.title')}
        </Typography>
      )}
      <Stack spacing={2}>
        {items.map((a) => {
          const what =
            a.kind === 'photos'
              ? t('offline.kind.photos', { count: a.files.length })
              : t(`offline.kind.${a.kind}`);
          if (a.state === 'waiting')
            return (
              <Box
                key={a.seq}
                data-testid="offline-waiting"
                sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <WaitingChip />
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {what}
                </Typography>
                <Typography component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {typed(a, when)}
                </Typography>
              </Box>
            );
          // Photos are not kept as text: what to copy is only ever words.
          const text = a.kind === 'photos' ? '' : typed(a, when);
          return (
            <Alert key={a.seq} severity="error" role="alert" data-testid="offline-refused">
              <AlertTitle>
                {t('offline.refused')}: {what}
              </AlertTitle>
              <Typography sx={{ mb: 1 }}>{reasonText(a, i18n.language, t)}</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t(text ? 'offline.refusedHelp' : 'offline.refusedNothingTyped')}
              </Typography>
              {text && (
                <TextField
                  value={text}
                  label={what}
                  multiline
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                  onFocus={(e) => e.target.select()}
                  sx={{ mb: 1, bgcolor: 'background.paper' }}
                />
              )}
              <Button variant="outlined" color="error" onClick={() => void forget(a.seq!)}>
                {t('offline.discard')}
              </Button>
            </Alert>
          );
        })}
      </Stack>
      {online && items.some((a) => a.state === 'waiting') && (
        <Button sx={{ mt: 2 }} onClick={() => void flushQueue()}>
          {t('offline.sendNow')}
        </Button>
      )}
      {items.some((a) => a.state === 'waiting') && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('offline.waitingHelp')}
        </Typography>
      )}
    </Paper>
  );
}
