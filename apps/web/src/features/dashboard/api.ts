import { Dashboard, EventPage, ReportPage } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Keys start with 'dashboard', 'events' and 'reports' so hub events refresh them live. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get('/api/dashboard', Dashboard, { signal }),
  });
}

export function useEvents(pageSize = 10) {
  return useQuery({
    queryKey: ['events', pageSize],
    queryFn: ({ signal }) => api.get(`/api/events?pageSize=${pageSize}`, EventPage, { signal }),
  });
}

export function useReportSummary(query: string) {
  return useQuery({
    queryKey: ['reports', 'summary', query],
    queryFn: ({ signal }) => api.get(`/api/reports?${query}`, ReportPage, { signal }),
  });
}
