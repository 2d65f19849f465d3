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
import { onItem, onItemBody } from '../../http/handlers';
import { operations } from '../../http/operation';
import { stopOnClose } from '../../http/stop-on-close';
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
  stopOnClose(app, totals, barrier);
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
    onItemBody(reports.accept),
  );
  app.post(
    '/api/reports/:id/transition',
    action('transitionReport', ReportTransition),
    onItemBody(reports.transition),
  );
  const bulk = createReportBulk(deps);
  app.post(
    '/api/reports/bulk',
    op('bulkChangeReports', { body: ReportBulk, ok: ReportBulkResult }),
    async (req) => bulk(requireUser(req), req.body),
  );
  app.post('/api/reports/:id/actions', action('addReportNote', ReportNote), onItemBody(reports.addNote));
  app.post('/api/reports/:id/done', action('markReportDone', ReportDone), onItemBody(reports.markDone));
  app.put(
    '/api/reports/:id/visit',
    action('planReportVisit', ReportVisitPlan),
    onItemBody(reports.planVisit),
  );
  app.put(
    '/api/reports/:id/quote',
    action('submitReportQuote', ReportQuoteSubmit),
    onItemBody(reports.submitQuote),
  );
  app.post(
    '/api/reports/:id/quote/decision',
    action('decideReportQuote', ReportQuoteDecision),
    onItemBody(reports.decideQuote),
  );
  app.delete(
    '/api/reports/:id/visit',
    op('cancelReportVisit', { params: IdParams, ok: ReportDetail }),
    onItem(reports.cancelVisit),
  );
};
