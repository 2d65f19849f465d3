import {
  ContractorStatsList,
  ContractorStatsQuery,
  IdParams,
  ReportDetail,
  ReportRatingCreate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createContractorStatsService } from './contractor-stats.service';
import { createRatingService } from './ratings.service';

/** POST /api/reports/{id}/rating and GET /api/contractor-stats (docs/PRODUCT.md "Ratings"). */
export const ratingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const ratings = createRatingService(deps);
  const stats = createContractorStatsService(deps);

  app.post(
    '/api/reports/:id/rating',
    {
      schema: {
        tags: ['reports'],
        operationId: 'rateReport',
        params: IdParams,
        body: ReportRatingCreate,
        response: { 200: ReportDetail },
      },
    },
    async (req) => ratings.rate(requireUser(req), req.params.id, req.body),
  );

  app.get(
    '/api/contractor-stats',
    {
      schema: {
        tags: ['contractors'],
        operationId: 'listContractorStats',
        querystring: ContractorStatsQuery,
        response: { 200: ContractorStatsList },
      },
    },
    async (req) => stats.list(requireUser(req), req.query),
  );
};
