import type { PushSubscriptionCreate } from '@app/contract';
import type { Queryable } from '../../../db';

/** A browser's endpoint is one: on a shared device it moves to whoever subscribed last on it. */
export async function saveSubscription(q: Queryable, userId: string, s: PushSubscriptionCreate) {
  await q.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4`,
    [userId, s.endpoint, s.keys.p256dh, s.keys.auth],
  );
}

export async function deleteSubscription(q: Queryable, userId: string, endpoint: string) {
  await q.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
}
