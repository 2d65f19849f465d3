import {
  IdParams,
  LinkTokenParams,
  OkResponse,
  ReportDone,
  ReportVisitPlan,
  WorkOrderDecline,
  WorkOrderLink,
  WorkOrderLinkList,
  WorkOrderLinkParams,
  WorkOrderNote,
  WorkOrderSend,
  WorkOrderView,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import { byAddress, byUser, limit, MINUTE, registerRateLimiting } from '../../auth/rate-limit';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createMailer } from '../../mail/mailer';
import { linkFileRoutes } from '../attachments';
import { publicReads } from './public-limits';
import { createWorkOrderHolderService, WORK_ORDER_BASE } from './work-order-holder.service';
import { createWorkOrderService } from './work-orders.service';

const HOUR = 60 * MINUTE;

/**
 * Outside contractors' work-order links (docs/decisions/0047-work-order-links.md): staff's
 * /api/reports/:id/work-order-links, and the link holder's /api/public/work-orders/:token,
 * whose every route is limited per network (429) as the other links are. Sending mails a
 * stranger, so it is limited per sender too.
 */
export const workOrderRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await registerRateLimiting(app, deps);
  const staff = createWorkOrderService(deps, createMailer(deps));
  const holder = createWorkOrderHolderService(deps);
  const sending = limit(app, { max: 30, windowMs: HOUR, key: byUser('work-order-send') });
  const op = operations({ tags: ['public-reporting'] });

  const links = '/api/reports/:id/work-order-links';
  app.get(links, op('listWorkOrderLinks', { params: IdParams, ok: WorkOrderLinkList }), async (req) => ({
    items: await staff.list(requireUser(req), req.params.id),
  }));
  app.post(
    links,
    op(
      'sendWorkOrderLink',
      { params: IdParams, body: WorkOrderSend, created: WorkOrderLink },
      { preHandler: sending },
    ),
    async (req, reply) => reply.status(201).send(await staff.send(requireUser(req), req.params.id, req.body)),
  );
  app.post(
    `${links}/:linkId/resend`,
    op(
      'resendWorkOrderLink',
      { params: WorkOrderLinkParams, created: WorkOrderLink },
      { preHandler: sending },
    ),
    async (req, reply) =>
      reply.status(201).send(await staff.resend(requireUser(req), req.params.id, req.params.linkId)),
  );
  app.delete(
    `${links}/:linkId`,
    op('withdrawWorkOrderLink', { params: WorkOrderLinkParams, ok: WorkOrderLink }),
    async (req) => staff.withdraw(requireUser(req), req.params.id, req.params.linkId),
  );

  const base = WORK_ORDER_BASE;
  const perNetwork = publicReads(app, 'public-work-order');
  const writing = limit(app, { max: 30, windowMs: 10 * MINUTE, key: byAddress('public-work-order-write') });
  const route = { params: LinkTokenParams, ok: WorkOrderView };
  app.get(`${base}/:token`, op('openWorkOrder', route, { onRequest: perNetwork }), async (req) =>
    holder.view(req.params.token),
  );
  app.post(`${base}/:token/accept`, op('acceptWorkOrder', route, { onRequest: writing }), async (req) =>
    holder.accept(req.params.token),
  );
  app.post(
    `${base}/:token/decline`,
    op(
      'declineWorkOrder',
      { params: LinkTokenParams, body: WorkOrderDecline, ok: OkResponse },
      { onRequest: writing },
    ),
    async (req) => holder.decline(req.params.token, req.body.reason),
  );
  app.put(
    `${base}/:token/visit`,
    op('planWorkOrderVisit', { body: ReportVisitPlan, ...route }, { onRequest: writing }),
    async (req) => holder.planVisit(req.params.token, req.body),
  );
  app.post(
    `${base}/:token/notes`,
    op('addWorkOrderNote', { body: WorkOrderNote, ...route }, { onRequest: writing }),
    async (req) => holder.addNote(req.params.token, req.body.note),
  );
  app.post(
    `${base}/:token/done`,
    op('markWorkOrderDone', { body: ReportDone, ...route }, { onRequest: writing }),
    async (req) => holder.markDone(req.params.token, req.body),
  );
  await app.register(linkFileRoutes, {
    deps,
    base,
    name: 'WorkOrder',
    resolve: holder.resolve,
    limits: { write: writing, read: perNetwork },
  });
};
