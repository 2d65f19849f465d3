import { Dashboard, QueueStatus, ReportPage, Statistics } from '@app/contract/answers';
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

/** The last 12 months' statistics (managers and admins); under the dashboard's key, so live events refresh them. */
export function useStatistics() {
  return useQuery({
    queryKey: [...queryKeys.dashboard, 'statistics'],
    queryFn: ({ signal }) => api.get('/api/statistics', Statistics, { signal }),
  });
}

/** The mail and job queue's state, every half minute, for those who may read it. */
export function useQueueStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.notifications, 'queue'],
    queryFn: ({ signal }) => api.get('/api/admin/queue', QueueStatus, { signal }),
    enabled,
    refetchInterval: 30_000,
  });
}
