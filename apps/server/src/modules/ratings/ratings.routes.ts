import {
  ContractorStatsList,
  ContractorStatsQuery,
  IdParams,
  ReportDetail,
  ReportRatingCreate,
} from '@app/contract';
import type { Deps } from '../../deps';
import { onItemBody, onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createContractorStatsService } from './contractor-stats.service';
import { createRatingService } from './ratings.service';

const services = (deps: Deps) => ({
  ratings: createRatingService(deps),
  stats: createContractorStatsService(deps),
});

const op = operations({ tags: ['reports'] });

/** POST /api/reports/{id}/rating and GET /api/contractor-stats (docs/PRODUCT.md "Ratings"). */
export const ratingRoutes = serviceRoutes(services, (app, { ratings, stats }) => {
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
});
