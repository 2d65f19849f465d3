import { OkResponse, PushKey, PushSubscriptionCreate, PushSubscriptionDelete } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../auth/guard';
import type { Deps } from '../../../deps';
import { okAfter } from '../../../http/handlers';
import { operations } from '../../../http/operation';
import { deleteSubscription } from './push-subscriptions.repo';
import { subscribe } from './push-subscriptions.service';
import { vapidKeys } from './vapid';

const op = operations({ tags: ['notifications'] });

/**
 * Web Push for every signed-in person, whatever their role: the server's public key, and the
 * caller's browser subscriptions (what the messages carry follows their notification choices).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  // Made at the first start, kept in the database (push/vapid.ts).
  await vapidKeys(db);
  app.get('/api/push/key', op('getPushKey', { ok: PushKey }), async (req) => {
    requireUser(req);
    return { publicKey: (await vapidKeys(db)).publicKey };
  });
  app.put(
    '/api/me/push-subscriptions',
    op('savePushSubscription', { body: PushSubscriptionCreate, ok: OkResponse }),
    async (req) => okAfter(subscribe(deps, requireUser(req).id, req.body)),
  );
  app.delete(
    '/api/me/push-subscriptions',
    op('deletePushSubscription', { querystring: PushSubscriptionDelete, ok: OkResponse }),
    async (req) => okAfter(deleteSubscription(db, requireUser(req).id, req.query.endpoint)),
  );
};
