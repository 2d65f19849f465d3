import { type ReportBulk, ReportBulkResult, SavedFilter, SavedFilterList } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys, useInvalidatingMutation } from '../../lib/queries';

/** The signed-in user's saved report-list filters (kept on the server). */
const savedFiltersKey = ['me', 'saved-filters'] as const;
export const savedFilters = () =>
  queryOptions({
    queryKey: savedFiltersKey,
    queryFn: ({ signal }) => api.get('/api/me/saved-filters', SavedFilterList, { signal }),
  });
export const useSaveFilter = () =>
  useInvalidatingMutation(
    (body: { name: string; query: string }) => api.post('/api/me/saved-filters', body, SavedFilter),
    [savedFiltersKey],
  );
export const useDeleteFilter = () =>
  useInvalidatingMutation((id: string) => api.del(`/api/me/saved-filters/${id}`), [savedFiltersKey]);

/** One action on several reports; the answer says per report whether it was done. */
export const useBulkReports = () =>
  useInvalidatingMutation(
    (body: ReportBulk) => api.post('/api/reports/bulk', body, ReportBulkResult),
    [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  );
