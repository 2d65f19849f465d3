import { OkResponse, PushKey, PushSubscriptionCreate, PushSubscriptionDelete } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../auth/guard';
import type { Deps } from '../../../deps';
import { fieldError } from '../../../http/errors';
import { vapidKeys } from './vapid';

const tags = ['notifications'];

/**
 * Web Push for every signed-in person, whatever their role: the server's public key, and the
 * caller's browser subscriptions (what the messages carry follows their notification choices).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  // Made at the first start, kept in the database (push/vapid.ts).
  await vapidKeys(db);
  app.get(
    '/api/push/key',
    { schema: { tags, operationId: 'getPushKey', response: { 200: PushKey } } },
    async (req) => {
      requireUser(req);
      return { publicKey: (await vapidKeys(db)).publicKey };
    },
  );
  app.put(
    '/api/me/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'savePushSubscription',
        body: PushSubscriptionCreate,
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { endpoint, keys } = req.body;
      // The server posts to this address: in production only to an encrypted one.
      if (deps.config.NODE_ENV === 'production' && !endpoint.startsWith('https:'))
        throw fieldError('endpoint', 'invalid');
      // A browser's endpoint is one: on a shared device it moves to whoever signed in last.
      await db.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4`,
        [user.id, endpoint, keys.p256dh, keys.auth],
      );
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/me/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'deletePushSubscription',
        querystring: PushSubscriptionDelete,
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
        user.id,
        req.query.endpoint,
      ]);
      return { ok: true as const };
    },
  );
};
