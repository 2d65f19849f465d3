import {
  IdParams,
  OkResponse,
  ReportAccept,
  ReportCreate,
  ReportDetail,
  ReportListQuery,
  ReportNote,
  ReportPage,
  ReportTransition,
  ReportUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createReportService } from './reports.service';

const tags = ['reports'];
const EmailParams = z.strictObject({ email: z.string().trim().min(3).max(254) });
const ByContractorQuery = ReportListQuery.omit({ scope: true, contractorId: true });

/** /api/reports: the table of contents; every rule lives in the service. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const reports = createReportService(deps);

  app.get(
    '/api/reports',
    { schema: { tags, querystring: ReportListQuery, response: { 200: ReportPage } } },
    async (req) => reports.list(requireUser(req), req.query),
  );

  app.post(
    '/api/reports',
    { schema: { tags, body: ReportCreate, response: { 201: ReportDetail } } },
    async (req, reply) => reply.status(201).send(await reports.create(requireUser(req), req.body)),
  );

  app.get(
    '/api/reports/get-by-contractor/:email',
    { schema: { tags, params: EmailParams, querystring: ByContractorQuery, response: { 200: ReportPage } } },
    async (req) => reports.listByContractorEmail(requireUser(req), req.params.email, req.query),
  );

  app.get(
    '/api/reports/:id',
    { schema: { tags, params: IdParams, response: { 200: ReportDetail } } },
    async (req) => reports.get(requireUser(req), req.params.id),
  );

  app.put(
    '/api/reports/:id',
    { schema: { tags, params: IdParams, body: ReportUpdate, response: { 200: ReportDetail } } },
    async (req) => reports.update(requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/reports/:id',
    { schema: { tags, params: IdParams, response: { 200: OkResponse } } },
    async (req) => {
      await reports.remove(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reports/:id/accept',
    {
      schema: { tags, params: IdParams, body: ReportAccept, response: { 200: ReportDetail } },
      // A contractor accepting may send no body at all.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => reports.accept(requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/reports/:id/transition',
    { schema: { tags, params: IdParams, body: ReportTransition, response: { 200: ReportDetail } } },
    async (req) => reports.transition(requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/reports/:id/actions',
    { schema: { tags, params: IdParams, body: ReportNote, response: { 200: ReportDetail } } },
    async (req) => reports.addNote(requireUser(req), req.params.id, req.body.note),
  );
};
