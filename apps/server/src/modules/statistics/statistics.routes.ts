import { Statistics, StatisticsExportQuery, StatisticsQuery } from '@app/contract';
import { translate } from '@app/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { CSV_RESPONSE } from '../exports';
import { createStatisticsService } from './statistics.service';

const tags = ['dashboard'];

/** GET /api/statistics and /api/statistics/export (CSV): the last 12 months per month. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createStatisticsService(deps);
  app.addHook('preValidation', guard());
  app.get(
    '/api/statistics',
    {
      schema: {
        tags,
        operationId: 'getStatistics',
        querystring: StatisticsQuery,
        response: { 200: Statistics },
      },
    },
    async (req) => service.get(requireUser(req), req.query),
  );
  app.get(
    '/api/statistics/export',
    {
      schema: {
        tags,
        operationId: 'exportStatistics',
        querystring: StatisticsExportQuery,
        response: { 200: CSV_RESPONSE },
      },
    },
    async (req, reply) => {
      // Twelve months of aggregates: small, so one string rather than a stream.
      const body = await service.csv(requireUser(req), req.locale, req.query);
      const name = `${translate(req.locale, 'statistics.fileName')}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
