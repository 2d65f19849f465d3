import { PushPayload } from '@app/contract';
import webpush from 'web-push';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import type { Deps } from '../../../deps';
import { type JobPayload, jobKind } from '../../../jobs/job-kind';
import { enqueueJobs } from '../../../jobs/jobs.repo';
import type { JobHandler } from '../../../jobs/worker';
import { postOutbound } from '../../../lib/outbound-post';
import { allowsPrivatePush } from './push-subscriptions.service';
import { vapidKeys } from './vapid';

/** The delivery of one stored push message. */
export const PUSH_JOB = jobKind('push', z.object({ outboxId: z.guid() }));

/** How long the push service keeps a message for a phone that is off: a day. */
const TTL_SECONDS = 24 * 3600;

/** One message per subscription of each recipient, with its delivery job, in the caller's transaction. */
export async function queuePushes(
  q: Queryable,
  messages: readonly { userId: string; payload: PushPayload }[],
  runAt?: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const rows = await q.query<{ id: string }>(
    `INSERT INTO push_outbox (subscription_id, payload)
     SELECT s.id, m.payload
       FROM jsonb_to_recordset($1::jsonb) AS m(user_id uuid, payload jsonb)
       JOIN push_subscriptions s ON s.user_id = m.user_id
     RETURNING id`,
    [JSON.stringify(messages.map((m) => ({ user_id: m.userId, payload: m.payload })))],
  );
  await enqueueJobs(
    q,
    rows.map(({ id }) => PUSH_JOB.of({ outboxId: id }, { dedupeKey: `push:${id}`, runAt })),
  );
}

/** VAPID's contact: the public https address, else the sender's mail address. */
function subjectOf(config: Deps['config']): string {
  if (config.publicUrl.startsWith('https:')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * Sends one stored message, encrypted for its subscription (aes128gcm) and signed with the
 * server's VAPID key. A subscription the push service says is gone (404/410) is forgotten; other
 * failures throw, so the queue retries with backoff.
 */
export function pushJobHandler(deps: Pick<Deps, 'config' | 'db'>): JobHandler<JobPayload<typeof PUSH_JOB>> {
  return async ({ outboxId }) => {
    const [row] = await deps.db.query<{
      sentAt: Date | null;
      payload: unknown;
      subscriptionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
    }>(
      `SELECT o.sent_at, o.payload, s.id AS subscription_id, s.endpoint, s.p256dh, s.auth
         FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
        WHERE o.id = $1`,
      [outboxId],
    );
    if (!row || row.sentAt) return;
    // Only https is taken when subscribing; one stored before that rule can never be sent to.
    if (!allowsPrivatePush(deps.config) && new URL(row.endpoint).protocol !== 'https:') {
      await deps.db.query('DELETE FROM push_subscriptions WHERE id = $1', [row.subscriptionId]);
      return;
    }
    const keys = await vapidKeys(deps.db);
    // web-push encrypts and signs; the request goes out as a webhook's does (lib/outbound-post.ts:
    // web-push's own sender speaks only https, and it would not refuse a private address).
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(PushPayload.parse(row.payload)),
      { TTL: TTL_SECONDS, vapidDetails: { subject: subjectOf(deps.config), ...keys } },
    );
    const status = await postOutbound({
      url: request.endpoint,
      headers: request.headers as Record<string, string | number>,
      body: request.body ? new Uint8Array(request.body) : new Uint8Array(),
      timeoutMs: 10_000,
      allowPrivate: allowsPrivatePush(deps.config),
    });
    if (status === 404 || status === 410) {
      await deps.db.query('DELETE FROM push_subscriptions WHERE id = $1', [row.subscriptionId]);
      return;
    }
    if (status < 200 || status > 299) throw new Error(`push service answered ${status}`);
    await deps.db.query('UPDATE push_outbox SET sent_at = now() WHERE id = $1', [outboxId]);
  };
}
