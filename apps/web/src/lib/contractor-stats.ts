import { ContractorStatsList } from '@app/contract/answers';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './queries';

/**
 * Contractors' average ratings and median times (GET /api/contractor-stats), in the
 * caller's scope. Kept under the dashboard's key: report changes and live events
 * invalidate it, and a rating refreshes it.
 */
export const contractorStatsQuery = (contractorId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard, 'contractor-stats', contractorId ?? null],
    queryFn: ({ signal }) =>
      api.get(
        contractorId ? `/api/contractor-stats?contractorId=${contractorId}` : '/api/contractor-stats',
        ContractorStatsList,
        { signal },
      ),
  });
