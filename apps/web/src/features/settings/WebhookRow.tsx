import type { WebhookSubscription } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormat } from '../../components/format';
import { useNotify } from '../../components/Notifier';
import { useWebhookActions, webhookDeliveries } from './integrations-api';

/** The catalogue key of each event's name. */
export const eventKey = (type: string) =>
  `integrations.events.${type.replace('errand.', '').replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** One subscription: its address, events and state, with send test, resume, deliveries and delete. */
export function WebhookRow({ organisationId, hook }: { organisationId: string; hook: WebhookSubscription }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const notify = useNotify();
  const actions = useWebhookActions(organisationId);
  const [asking, setAsking] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const state = hook.paused
    ? t('integrations.webhooks.paused', { time: fmt.dateTime(hook.paused) })
    : hook.failingSince
      ? t('integrations.webhooks.failing', { time: fmt.dateTime(hook.failingSince) })
      : t('integrations.webhooks.active');
  /** Runs one of the subscription's actions, then says it is done. */
  const act = async (action: 'test' | 'resume' | 'remove', done: string) => {
    await actions[action].mutateAsync(hook.id);
    notify({ message: t(done), severity: 'success' });
  };
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{hook.url}</Typography>
      <Typography variant="body2">{hook.events.map((e) => t(eventKey(e))).join(', ')}</Typography>
      <Typography variant="body2" color={hook.paused || hook.failingSince ? 'error' : 'text.primary'}>
        {state}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => act('test', 'integrations.webhooks.testSent')}>
          {t('integrations.webhooks.sendTest')}
        </Button>
        {hook.paused && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => act('resume', 'integrations.webhooks.resumed')}
          >
            {t('integrations.webhooks.resume')}
          </Button>
        )}
        <Button size="small" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
          {t('integrations.webhooks.showLog')}
        </Button>
        <Button
          size="small"
          aria-label={t('integrations.webhooks.deleteLabel', { url: hook.url })}
          onClick={() => setAsking(true)}
        >
          {t('integrations.webhooks.delete')}
        </Button>
      </Box>
      {showLog && <DeliveryLog organisationId={organisationId} id={hook.id} />}
      <ConfirmDialog
        open={asking}
        title={t('integrations.webhooks.deleteTitle')}
        body={t('integrations.webhooks.deleteText', { url: hook.url })}
        confirmLabel={t('integrations.webhooks.delete')}
        onConfirm={() => act('remove', 'integrations.webhooks.deleted')}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

function DeliveryLog({ organisationId, id }: { organisationId: string; id: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const log = useQuery(webhookDeliveries(organisationId, id));
  const items = log.data?.items ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('integrations.webhooks.logTitle')}
      </Typography>
      {items.length === 0 && <Typography variant="body2">{t('integrations.webhooks.logEmpty')}</Typography>}
      <Box component="ul" sx={{ pl: 2, my: 0 }}>
        {items.slice(0, 10).map((d) => (
          <Typography component="li" variant="body2" key={d.id}>
            {[
              fmt.dateTime(d.lastAttempt ?? d.created),
              t(eventKey(d.eventType)),
              t(`integrations.webhooks.status.${d.status}`),
              d.responseStatus ? `HTTP ${d.responseStatus}` : (d.error ?? ''),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
