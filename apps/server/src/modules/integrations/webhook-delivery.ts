import { type Locale, translate } from '@app/i18n';
import type { Deps } from '../../deps';
import type { JobWorker } from '../../jobs/worker';
import { queueMails } from '../../mail/delivery';
import { allowsPrivateAddresses } from './webhook-address';
import { WEBHOOK_JOB, WEBHOOK_MAX_ATTEMPTS } from './webhook-events';
import { sendWebhook } from './webhook-send';
import {
  type DeliveryWork,
  deliveryForWork,
  markSubscriptionFailing,
  markSubscriptionHealthy,
  pauseSubscription,
  recordAttempt,
} from './webhooks.repo';

/** A subscription whose deliveries have all failed for this long is paused and its owner told. */
export const PAUSE_AFTER_MS = 3 * 24 * 3_600_000;

/** Tells whoever made the subscription that it was paused, in their language. */
async function tellOwner(deps: Deps, d: DeliveryWork): Promise<void> {
  if (!d.createdBy) return;
  const [owner] = await deps.db.query<{ email: string; locale: Locale; disabled: boolean }>(
    'SELECT email, locale, disabled FROM users WHERE id = $1',
    [d.createdBy],
  );
  if (!owner || owner.disabled) return;
  const t = (key: string) =>
    translate(owner.locale, `integrations.webhooks.pausedMail.${key}`, { url: d.url });
  const link = `${deps.config.publicUrl}/panel/settings`;
  await queueMails(deps.db, [
    {
      to: owner.email,
      kind: 'webhook_paused',
      subject: t('subject'),
      text: [t('intro'), '', `${t('action')}: ${link}`].join('\n'),
      link,
    },
  ]);
}

/**
 * Sends one delivery. A 2xx answer delivers it; anything else (another status, no answer, a
 * refused address) records the attempt and throws, so the queue tries again with backoff, until
 * its last attempt or until the subscription has failed for three days: then it is paused.
 */
export function registerWebhookJobs(worker: JobWorker, deps: Deps): void {
  worker.register(WEBHOOK_JOB, async ({ deliveryId }, { now }) => {
    const d = await deliveryForWork(deps.db, deliveryId);
    if (d?.status !== 'pending') return;
    if (d.pausedAt) {
      await recordAttempt(deps.db, d.id, { status: 'skipped', responseStatus: null, error: null }, now);
      return;
    }
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      responseStatus = await sendWebhook({
        url: d.url,
        body: d.body,
        secret: d.secret,
        eventId: d.eventId,
        eventType: d.eventType,
        deliveryId: d.id,
        now,
        allowPrivate: allowsPrivateAddresses(deps.config),
      });
    } catch (err) {
      error = (err as Error).message;
    }
    if (responseStatus !== null && responseStatus >= 200 && responseStatus < 300) {
      await recordAttempt(deps.db, d.id, { status: 'delivered', responseStatus, error: null }, now);
      await markSubscriptionHealthy(deps.db, d.subscriptionId);
      return;
    }
    error ??= `answered ${responseStatus}`;
    const since = await markSubscriptionFailing(deps.db, d.subscriptionId, now);
    if (now.getTime() - Date.parse(since) >= PAUSE_AFTER_MS) {
      await recordAttempt(deps.db, d.id, { status: 'failed', responseStatus, error }, now);
      if (await pauseSubscription(deps.db, d.subscriptionId, now)) await tellOwner(deps, d);
      return;
    }
    const [{ attempts } = { attempts: 0 }] = await deps.db.query<{ attempts: number }>(
      'SELECT attempts FROM webhook_deliveries WHERE id = $1',
      [d.id],
    );
    const last = attempts + 1 >= WEBHOOK_MAX_ATTEMPTS;
    await recordAttempt(deps.db, d.id, { status: last ? 'failed' : 'pending', responseStatus, error }, now);
    throw new Error(`webhook delivery ${d.id} failed: ${error}`);
  });
}
