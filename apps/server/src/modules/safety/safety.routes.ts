import { IdParams, ReportSafety } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../auth/guard';
import type { Deps } from '../../deps';
import { onItem } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createSafetyService } from './safety.service';

/** GET /api/reports/{id}/safety: the errand's hazards and the on-call number to show with their advice. */
export const safetyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const safety = createSafetyService(deps);
  const op = operations({ tags: ['reports'], preHandler: guard() });
  app.get(
    '/api/reports/:id/safety',
    op('getReportSafety', { params: IdParams, ok: ReportSafety }),
    onItem(safety.ofReport),
  );
};
