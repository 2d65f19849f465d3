import {
  IdParams,
  ReportAccept,
  ReportBulk,
  ReportBulkResult,
  ReportCreate,
  ReportDetail,
  ReportDone,
  ReportListQuery,
  ReportNote,
  ReportPage,
  ReportQuoteDecision,
  ReportQuoteSubmit,
  ReportTransition,
  ReportUpdate,
  ReportVisitPlan,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { operations } from '../../http/operation';
import { startBusBarrier } from '../../realtime/bus-barrier';
import { startListTotals } from './list-totals';
import { createReportService } from './reports.service';
import { createReportBulk } from './reports-bulk';

const EmailParams = z.strictObject({ email: z.string().trim().min(3).max(254) });
const ByContractorQuery = ReportListQuery.omit({ scope: true, contractorId: true });

/** /api/reports: the table of contents; every rule lives in the service (signed-in callers only). */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const totals = startListTotals(deps.bus);
  const barrier = await startBusBarrier(deps.db);
  app.addHook('onClose', async () => {
    totals.stop();
    await barrier.stop();
  });
  const reports = createReportService({
    ...deps,
    listTotals: { cache: totals.cache, caughtUp: barrier.caughtUp },
  });

  crudRoutes(app, {
    paths: ['/api/reports'],
    tag: 'reports',
    singular: 'Report',
    plural: 'Reports',
    schemas: {
      item: ReportDetail,
      page: ReportPage,
      listQuery: ReportListQuery,
      create: ReportCreate,
      update: ReportUpdate,
    },
    service: reports,
  });

  const op = operations({ tags: ['reports'] });
  app.get(
    '/api/reports/get-by-contractor/:email',
    op('listReportsByContractorEmail', {
      params: EmailParams,
      querystring: ByContractorQuery,
      ok: ReportPage,
    }),
    async (req) => reports.listByContractorEmail(requireUser(req), req.params.email, req.query),
  );

  // The actions on one report: an id, a small body, the report as the caller now sees it.
  const action = <B extends z.ZodType>(operationId: string, body: B) =>
    op(operationId, { params: IdParams, body, ok: ReportDetail });

  app.post(
    '/api/reports/:id/accept',
    {
      ...action('acceptReport', ReportAccept),
      // A contractor accepting may send no body at all.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => reports.accept(requireUser(req), req.params.id, req.body),
  );
  app.post('/api/reports/:id/transition', action('transitionReport', ReportTransition), async (req) =>
    reports.transition(requireUser(req), req.params.id, req.body),
  );
  const bulk = createReportBulk(deps);
  app.post(
    '/api/reports/bulk',
    op('bulkChangeReports', { body: ReportBulk, ok: ReportBulkResult }),
    async (req) => bulk(requireUser(req), req.body),
  );
  app.post('/api/reports/:id/actions', action('addReportNote', ReportNote), async (req) =>
    reports.addNote(requireUser(req), req.params.id, req.body),
  );
  app.post('/api/reports/:id/done', action('markReportDone', ReportDone), async (req) =>
    reports.markDone(requireUser(req), req.params.id, req.body),
  );
  app.put('/api/reports/:id/visit', action('planReportVisit', ReportVisitPlan), async (req) =>
    reports.planVisit(requireUser(req), req.params.id, req.body),
  );
  app.put('/api/reports/:id/quote', action('submitReportQuote', ReportQuoteSubmit), async (req) =>
    reports.submitQuote(requireUser(req), req.params.id, req.body),
  );
  app.post('/api/reports/:id/quote/decision', action('decideReportQuote', ReportQuoteDecision), async (req) =>
    reports.decideQuote(requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/reports/:id/visit',
    op('cancelReportVisit', { params: IdParams, ok: ReportDetail }),
    async (req) => reports.cancelVisit(requireUser(req), req.params.id),
  );
};
