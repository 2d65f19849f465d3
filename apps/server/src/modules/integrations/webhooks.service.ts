import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookSubscription, WebhookSubscriptionCreate } from '@app/contract';
import type { Actor } from '../../authz';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { conflict, fieldError, notFound } from '../../http/errors';
import { namesPrivateHost } from '../../lib/private-address';
import { checkIntegrationAccess } from './api-tokens.service';
import { allowsPrivateAddresses } from './webhook-address';
import { eventBody, newEventId, queueDelivery } from './webhook-events';
import {
  deleteSubscription,
  findSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  resumeSubscription,
} from './webhooks.repo';

/** At most this many subscriptions per organisation. */
const MAX_SUBSCRIPTIONS = 20;

/**
 * An address a webhook may be sent to: http or https, no user name or password in it, and in
 * production no private address written as such (names are checked again when resolved).
 */
function checkUrl(config: Config, raw: string): string {
  const url = new URL(raw);
  if (url.username || url.password) throw fieldError('url', 'invalid');
  if (!allowsPrivateAddresses(config) && namesPrivateHost(url)) throw fieldError('url', 'private_address');
  return url.toString();
}

/** An organisation's webhooks (docs/INTEGRATIONS.md), for its managers, admins and tokens with `webhooks`. */
export function createWebhookService(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  async function subscriptionOf(actor: Actor, organisationId: string, id: string) {
    await checkIntegrationAccess(db, actor, organisationId);
    const found = await findSubscription(db, organisationId, id);
    if (!found) throw notFound();
    return found;
  }
  return {
    async list(actor: Actor, organisationId: string): Promise<{ items: WebhookSubscription[] }> {
      await checkIntegrationAccess(db, actor, organisationId);
      return { items: await listSubscriptions(db, organisationId) };
    },
    /** The signing secret is in this answer only. */
    async create(actor: Actor, organisationId: string, input: WebhookSubscriptionCreate) {
      await checkIntegrationAccess(db, actor, organisationId);
      const url = checkUrl(config, input.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const events = [...new Set(input.events)];
      return db.transaction(async (q) => {
        await q.query('SELECT id FROM organisations WHERE id = $1 FOR UPDATE', [organisationId]);
        if ((await listSubscriptions(q, organisationId)).length >= MAX_SUBSCRIPTIONS)
          throw conflict('integrations.errors.tooManyWebhooks');
        const made = await insertSubscription(q, {
          organisationId,
          createdBy: actor.id,
          url,
          events,
          secret,
        });
        return { ...made, secret };
      });
    },
    async remove(actor: Actor, organisationId: string, id: string): Promise<void> {
      await checkIntegrationAccess(db, actor, organisationId);
      if (!(await deleteSubscription(db, organisationId, id))) throw notFound();
    },
    async resume(actor: Actor, organisationId: string, id: string): Promise<WebhookSubscription> {
      await subscriptionOf(actor, organisationId, id);
      await resumeSubscription(db, organisationId, id);
      return (await findSubscription(db, organisationId, id))!;
    },
    async deliveries(
      actor: Actor,
      organisationId: string,
      id: string,
    ): Promise<{ items: WebhookDelivery[] }> {
      await subscriptionOf(actor, organisationId, id);
      return { items: await listDeliveries(db, id) };
    },
    /** A `ping` event through the same queue, signature and log as the real ones. */
    async sendTest(actor: Actor, organisationId: string, id: string): Promise<{ deliveryId: string }> {
      await subscriptionOf(actor, organisationId, id);
      const eventId = newEventId();
      const body = eventBody({ id: eventId, type: 'ping', organisationId, data: {} });
      const deliveryId = await db.transaction((q) =>
        queueDelivery(q, { subscriptionId: id, eventId, eventType: 'ping', body }),
      );
      return { deliveryId: deliveryId! };
    },
  };
}
