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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createWebhookService } from './webhooks.service';

const BASE = '/api/organisations/:id/webhooks';

/** /api/organisations/{id}/webhooks: an organisation's webhook subscriptions and their deliveries. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createWebhookService(deps);
  const tags = ['integrations'];
  const item = { tags, params: OrganisationItemParams };
  app.get(
    BASE,
    {
      schema: {
        tags,
        operationId: 'listWebhooks',
        params: IdParams,
        response: { 200: WebhookSubscriptionList },
      },
    },
    async (req) => service.list(requireUser(req), req.params.id),
  );
  app.post(
    BASE,
    {
      schema: {
        tags,
        operationId: 'createWebhook',
        params: IdParams,
        body: WebhookSubscriptionCreate,
        response: { 201: WebhookSubscriptionCreated },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.create(requireUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${BASE}/:itemId`,
    { schema: { ...item, operationId: 'deleteWebhook', response: { 200: OkResponse } } },
    async (req) => {
      await service.remove(requireUser(req), req.params.id, req.params.itemId);
      return { ok: true as const };
    },
  );
  app.post(
    `${BASE}/:itemId/resume`,
    { schema: { ...item, operationId: 'resumeWebhook', response: { 200: WebhookSubscription } } },
    async (req) => service.resume(requireUser(req), req.params.id, req.params.itemId),
  );
  app.get(
    `${BASE}/:itemId/deliveries`,
    { schema: { ...item, operationId: 'listWebhookDeliveries', response: { 200: WebhookDeliveryList } } },
    async (req) => service.deliveries(requireUser(req), req.params.id, req.params.itemId),
  );
  app.post(
    `${BASE}/:itemId/test`,
    { schema: { ...item, operationId: 'testWebhook', response: { 202: WebhookTestSent } } },
    async (req, reply) => {
      const sent = await service.sendTest(requireUser(req), req.params.id, req.params.itemId);
      app.jobs.nudge();
      return reply.status(202).send(sent);
    },
  );
};
