import {
  IdParams,
  OkResponse,
  OrganisationItemParams,
  WebhookDeliveryList,
  WebhookSubscription,
  WebhookSubscriptionCreate,
  WebhookSubscriptionCreated,
  WebhookSubscriptionList,
  WebhookTestSent,
} from '@app/contract';
import { requireUser } from '../../auth/guard';
import { okAfter } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createWebhookService } from './webhooks.service';

const BASE = '/api/organisations/:id/webhooks';

const op = operations({ tags: ['integrations'] });

/** /api/organisations/{id}/webhooks: an organisation's webhook subscriptions and their deliveries. */
export const webhookRoutes = serviceRoutes(createWebhookService, (app, service) => {
  const item = { params: OrganisationItemParams };
  app.get(BASE, op('listWebhooks', { params: IdParams, ok: WebhookSubscriptionList }), async (req) =>
    service.list(requireUser(req), req.params.id),
  );
  app.post(
    BASE,
    op('createWebhook', {
      params: IdParams,
      body: WebhookSubscriptionCreate,
      created: WebhookSubscriptionCreated,
    }),
    async (req, reply) =>
      reply.status(201).send(await service.create(requireUser(req), req.params.id, req.body)),
  );
  app.delete(`${BASE}/:itemId`, op('deleteWebhook', { ...item, ok: OkResponse }), async (req) =>
    okAfter(service.remove(requireUser(req), req.params.id, req.params.itemId)),
  );
  app.post(`${BASE}/:itemId/resume`, op('resumeWebhook', { ...item, ok: WebhookSubscription }), async (req) =>
    service.resume(requireUser(req), req.params.id, req.params.itemId),
  );
  app.get(
    `${BASE}/:itemId/deliveries`,
    op('listWebhookDeliveries', { ...item, ok: WebhookDeliveryList }),
    async (req) => service.deliveries(requireUser(req), req.params.id, req.params.itemId),
  );
  app.post(
    `${BASE}/:itemId/test`,
    op('testWebhook', { ...item, response: { 202: WebhookTestSent } }),
    async (req, reply) => {
      const sent = await service.sendTest(requireUser(req), req.params.id, req.params.itemId);
      app.jobs.nudge();
      return reply.status(202).send(sent);
    },
  );
});
