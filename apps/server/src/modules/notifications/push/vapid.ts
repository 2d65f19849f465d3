import webpush from 'web-push';
import type { Queryable } from '../../../db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let cached: { db: Queryable; keys: Promise<VapidKeys> } | undefined;

/**
 * The server's VAPID key pair, made at the first call and kept in the database, so every
 * instance and every restart signs with the same keys (subscriptions name the public one).
 */
export function vapidKeys(db: Queryable): Promise<VapidKeys> {
  if (cached?.db === db) return cached.keys;
  const keys = (async () => {
    const made = webpush.generateVAPIDKeys();
    // Two instances starting at once: the first insert wins, both read the same row.
    await db.query(
      `INSERT INTO push_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [made.publicKey, made.privateKey],
    );
    const [row] = await db.query<VapidKeys>('SELECT public_key, private_key FROM push_keys WHERE id = 1');
    return row!;
  })();
  cached = { db, keys };
  keys.catch(() => {
    cached = undefined;
  });
  return keys;
}
