import { IdParams, ReportSafety } from '@app/contract';
import { guard } from '../../auth/guard';
import { onItem } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createSafetyService } from './safety.service';

const op = operations({ tags: ['reports'], preHandler: guard() });

/** GET /api/reports/{id}/safety: the errand's hazards and the on-call number to show with their advice. */
export const safetyRoutes = serviceRoutes(createSafetyService, (app, safety) => {
  app.get(
    '/api/reports/:id/safety',
    op('getReportSafety', { params: IdParams, ok: ReportSafety }),
    onItem(safety.ofReport),
  );
});
