import {
  LinkTokenParams,
  PlaceCodeParams,
  PublicConfirmBody,
  PublicConfirmed,
  PublicErrandView,
  PublicMessageCreate,
  PublicReportCreate,
  PublicSubmissionAccepted,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byAddress, byEmail, limit, MINUTE, registerRateLimiting } from '../../auth/rate-limit';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createMailer } from '../../mail/mailer';
import { publicReads } from './public-limits';
import { createPublicReportService } from './public-reports.service';

const HOUR = 60 * MINUTE;
/** The place a report is sent to: its normalised code (the params are validated by then). */
const byPlace = (request: { params: unknown }) => {
  const code = (request.params as { code?: unknown }).code;
  return typeof code === 'string' ? `public-report:place:${code}` : undefined;
};

/**
 * Reporting without an account (docs/decisions/0041): no sign-in, so every route is limited per
 * network, and sending a report also per place and per address (429 over the limit).
 */
export const publicReportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await registerRateLimiting(app, deps);
  const service = createPublicReportService(deps, createMailer(deps));
  const op = operations({ tags: ['public-reporting'] });
  app.post(
    '/api/public/places/:code/reports',
    op(
      'sendPublicReport',
      { params: PlaceCodeParams, body: PublicReportCreate, response: { 202: PublicSubmissionAccepted } },
      {
        onRequest: limit(app, { max: 10, windowMs: HOUR, key: byAddress('public-report') }),
        preHandler: limit(
          app,
          { max: 30, windowMs: HOUR, key: byPlace },
          { max: 5, windowMs: HOUR, key: byEmail('public-report') },
        ),
      },
    ),
    async (req, reply) => reply.status(202).send(await service.submit(req.params.code, req.body)),
  );
  app.post(
    '/api/public/submissions/:id/confirm',
    op(
      'confirmPublicReport',
      { params: z.strictObject({ id: z.uuid() }), body: PublicConfirmBody, ok: PublicConfirmed },
      { onRequest: limit(app, { max: 20, windowMs: 10 * MINUTE, key: byAddress('public-confirm') }) },
    ),
    async (req) => service.confirm(req.params.id, req.body.code),
  );
  app.get(
    '/api/public/errands/:token',
    op(
      'followPublicErrand',
      { params: LinkTokenParams, ok: PublicErrandView },
      { onRequest: publicReads(app, 'public-errand') },
    ),
    async (req) => service.follow(req.params.token),
  );
  app.post(
    '/api/public/errands/:token/messages',
    op(
      'addPublicErrandMessage',
      { params: LinkTokenParams, body: PublicMessageCreate, ok: PublicErrandView },
      { onRequest: limit(app, { max: 20, windowMs: 10 * MINUTE, key: byAddress('public-message') }) },
    ),
    async (req) => service.addMessage(req.params.token, req.body.text),
  );
};
