import { Dashboard, ReportPage } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listQuery, queryKeys } from '../../lib/queries';

/** Keys start with 'dashboard' and 'reports' so hub events refresh them live. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api.get('/api/dashboard', Dashboard, { signal }),
  });
}

/** A few reports for an overview: the reports list's own query, so a list with the same parameters shares its cache. */
export function useReportSummary(query: string) {
  return useQuery(listQuery(queryKeys.reports, '/api/reports', ReportPage, query));
}
