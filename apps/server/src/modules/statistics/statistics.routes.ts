import { Statistics, StatisticsExportQuery, StatisticsQuery } from '@app/contract';
import { guard, requireUser } from '../../auth/guard';
import { CSV_RESPONSE, sendCsv } from '../../http/csv-response';
import { onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createStatisticsService } from './statistics.service';

const op = operations({ tags: ['dashboard'] });

/** GET /api/statistics and /api/statistics/export (CSV): the last 12 months per month. */
export const statisticsRoutes = serviceRoutes(createStatisticsService, (app, service) => {
  app.addHook('preValidation', guard());
  app.get(
    '/api/statistics',
    op('getStatistics', { querystring: StatisticsQuery, ok: Statistics }),
    onQuery(service.get),
  );
  app.get(
    '/api/statistics/export',
    op('exportStatistics', { querystring: StatisticsExportQuery, ok: CSV_RESPONSE }),
    async (req, reply) => {
      // Twelve months of aggregates: small, so one string rather than a stream.
      const body = await service.csv(requireUser(req), req.locale, req.query);
      return sendCsv(reply, req.locale, 'statistics.fileName', body);
    },
  );
});
