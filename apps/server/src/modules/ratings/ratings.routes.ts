import {
  ContractorStatsList,
  ContractorStatsQuery,
  IdParams,
  ReportDetail,
  ReportRatingCreate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { onItemBody, onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createContractorStatsService } from './contractor-stats.service';
import { createRatingService } from './ratings.service';

/** POST /api/reports/{id}/rating and GET /api/contractor-stats (docs/PRODUCT.md "Ratings"). */
export const ratingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const ratings = createRatingService(deps);
  const stats = createContractorStatsService(deps);
  const op = operations({ tags: ['reports'] });

  app.post(
    '/api/reports/:id/rating',
    op('rateReport', { params: IdParams, body: ReportRatingCreate, ok: ReportDetail }),
    onItemBody(ratings.rate),
  );

  app.get(
    '/api/contractor-stats',
    op('listContractorStats', {
      tags: ['contractors'],
      querystring: ContractorStatsQuery,
      ok: ContractorStatsList,
    }),
    onQuery(stats.list),
  );
};
