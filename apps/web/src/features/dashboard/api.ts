import { Dashboard, ReportPage } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

/** Keys start with 'dashboard' and 'reports' so hub events refresh them live. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api.get('/api/dashboard', Dashboard, { signal }),
  });
}

export function useReportSummary(query: string) {
  return useQuery({
    queryKey: [...queryKeys.reports, 'summary', query],
    queryFn: ({ signal }) => api.get(`/api/reports?${query}`, ReportPage, { signal }),
  });
}
