import type { WebhookDelivery, WebhookEvent, WebhookSubscription } from '@app/contract';
import type { Queryable } from '../../db';

const SUBSCRIPTION = `s.id, s.url, s.events, s.created_at AS created, s.failing_since, s.paused_at AS paused`;

export async function listSubscriptions(
  q: Queryable,
  organisationId: string,
): Promise<WebhookSubscription[]> {
  return q.query<WebhookSubscription>(
    `SELECT ${SUBSCRIPTION} FROM webhook_subscriptions s WHERE s.organisation_id = $1 ORDER BY s.created_at, s.id`,
    [organisationId],
  );
}

export async function findSubscription(
  q: Queryable,
  organisationId: string,
  id: string,
): Promise<WebhookSubscription | undefined> {
  const [row] = await q.query<WebhookSubscription>(
    `SELECT ${SUBSCRIPTION} FROM webhook_subscriptions s WHERE s.id = $1 AND s.organisation_id = $2`,
    [id, organisationId],
  );
  return row;
}

export async function insertSubscription(
  q: Queryable,
  s: { organisationId: string; createdBy: string; url: string; events: WebhookEvent[]; secret: string },
): Promise<WebhookSubscription> {
  const [row] = await q.query<WebhookSubscription>(
    `INSERT INTO webhook_subscriptions AS s (organisation_id, created_by, url, events, secret)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${SUBSCRIPTION}`,
    [s.organisationId, s.createdBy, s.url, s.events, s.secret],
  );
  return row!;
}

export async function deleteSubscription(q: Queryable, organisationId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    'DELETE FROM webhook_subscriptions WHERE id = $1 AND organisation_id = $2 RETURNING id',
    [id, organisationId],
  );
  return rows.length === 1;
}

/** Sends again from now on: the pause and the failing streak are forgotten. */
export async function resumeSubscription(q: Queryable, organisationId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE webhook_subscriptions SET paused_at = NULL, failing_since = NULL
      WHERE id = $1 AND organisation_id = $2 RETURNING id`,
    [id, organisationId],
  );
  return rows.length === 1;
}

/** The live subscriptions of an organisation wanting any of `types`. */
export async function subscribersOf(
  q: Queryable,
  organisationId: string,
  types: readonly string[],
): Promise<{ id: string; events: string[] }[]> {
  return q.query(
    `SELECT id, events FROM webhook_subscriptions
      WHERE organisation_id = $1 AND paused_at IS NULL AND events && $2::text[]`,
    [organisationId, types],
  );
}

/** Stores one delivery; null when this event was already stored for the subscription. */
export async function insertDelivery(
  q: Queryable,
  d: { subscriptionId: string; eventId: string; eventType: string; body: string },
): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subscription_id, event_id) DO NOTHING RETURNING id`,
    [d.subscriptionId, d.eventId, d.eventType, d.body],
  );
  return row?.id ?? null;
}

const DELIVERY = `d.id, d.event_id, d.event_type, d.status, d.attempts, d.response_status, d.error,
                  d.created_at AS created, d.last_attempt_at AS last_attempt`;

/** The latest deliveries of a subscription, newest first. */
export async function listDeliveries(q: Queryable, subscriptionId: string): Promise<WebhookDelivery[]> {
  return q.query<WebhookDelivery>(
    `SELECT ${DELIVERY} FROM webhook_deliveries d WHERE d.subscription_id = $1
      ORDER BY d.created_at DESC, d.id LIMIT 50`,
    [subscriptionId],
  );
}

export interface DeliveryWork {
  id: string;
  eventId: string;
  eventType: string;
  body: string;
  status: string;
  subscriptionId: string;
  organisationId: string;
  createdBy: string | null;
  url: string;
  secret: string;
  failingSince: string | null;
  pausedAt: string | null;
}

/** A delivery with what sending it needs, its row locked against a second sender. */
export async function deliveryForWork(q: Queryable, id: string): Promise<DeliveryWork | undefined> {
  const [row] = await q.query<DeliveryWork>(
    `SELECT d.id, d.event_id, d.event_type, d.body, d.status, s.id AS subscription_id, s.organisation_id,
            s.created_by, s.url, s.secret, s.failing_since, s.paused_at
       FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
      WHERE d.id = $1`,
    [id],
  );
  return row;
}

export async function recordAttempt(
  q: Queryable,
  id: string,
  outcome: {
    status: 'pending' | 'delivered' | 'failed' | 'skipped';
    responseStatus: number | null;
    error: string | null;
  },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE webhook_deliveries SET status = $2, response_status = $3, error = $4,
            attempts = attempts + CASE WHEN $2 = 'skipped' THEN 0 ELSE 1 END, last_attempt_at = $5
      WHERE id = $1`,
    [id, outcome.status, outcome.responseStatus, outcome.error?.slice(0, 500) ?? null, now],
  );
}

/** A delivery went through: the subscription is healthy again. */
export async function markSubscriptionHealthy(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE webhook_subscriptions SET failing_since = NULL WHERE id = $1', [id]);
}

/** A delivery failed: the streak starts now unless it already runs; answers when it started. */
export async function markSubscriptionFailing(q: Queryable, id: string, now: Date): Promise<string> {
  const [row] = await q.query<{ failingSince: string }>(
    `UPDATE webhook_subscriptions SET failing_since = coalesce(failing_since, $2) WHERE id = $1
     RETURNING failing_since`,
    [id, now],
  );
  return row!.failingSince;
}

/** Pauses a subscription once; true for the call that paused it (which tells its owner). */
export async function pauseSubscription(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    'UPDATE webhook_subscriptions SET paused_at = $2 WHERE id = $1 AND paused_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}
