import {
  ContractorPage,
  EquipmentPage,
  PremisesPage,
  PropertyPage,
  Report,
  type ReportCreate,
  ReportDetail,
  ReportPage,
  type ReportStatus,
  type ReportUpdate,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys start with 'reports' so the hub's invalidation by prefix refreshes every view. */
export const errandKeys = {
  all: ['reports'] as const,
  list: (query: string) => ['reports', 'list', query] as const,
  detail: (id: string) => ['reports', 'detail', id] as const,
};

export function useErrands(query: string, enabled = true) {
  return useQuery({
    queryKey: errandKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/reports?${query}`, ReportPage, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useErrand(id: string) {
  return useQuery({
    queryKey: errandKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/reports/${id}`, ReportDetail, { signal }),
  });
}

/** Every change to a report refreshes all report views (lists, the detail, counts). */
function useReportMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: errandKeys.all });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['events'] });
    },
  });
}

export const useCreateErrand = () =>
  useReportMutation((body: ReportCreate) => api.post('/api/reports', body, Report));
export const useUpdateErrand = (id: string) =>
  useReportMutation((body: ReportUpdate) => api.put(`/api/reports/${id}`, body));
export const useDeleteErrand = () => useReportMutation((id: string) => api.del(`/api/reports/${id}`));
export const useAcceptErrand = (id: string) =>
  useReportMutation((contractorId?: string) =>
    api.post(`/api/reports/${id}/accept`, contractorId ? { contractorId } : {}),
  );
export const useTransitionErrand = (id: string) =>
  useReportMutation((body: { status: ReportStatus; note?: string }) =>
    api.post(`/api/reports/${id}/transition`, body),
  );
export const useAddNote = (id: string) =>
  useReportMutation((note: string) => api.post(`/api/reports/${id}/actions`, { note }));

/** Look-ups for the pickers and filters (what the caller may see of each). */
export function useProperties(enabled = true) {
  return useQuery({
    queryKey: ['errand-lookups', 'properties'],
    queryFn: ({ signal }) => api.get('/api/properties?pageSize=100&sort=address', PropertyPage, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function usePremises(propertyId: string | undefined) {
  return useQuery({
    queryKey: ['errand-lookups', 'premises', propertyId],
    queryFn: ({ signal }) =>
      api.get(`/api/Premises?pageSize=100&sort=designation&propertyId=${propertyId}`, PremisesPage, {
        signal,
      }),
    enabled: Boolean(propertyId),
    staleTime: 60_000,
  });
}

export function useEquipment(propertyId: string | undefined) {
  return useQuery({
    queryKey: ['errand-lookups', 'equipment', propertyId],
    queryFn: ({ signal }) =>
      api.get(`/api/Equipment?pageSize=100&sort=name&propertyId=${propertyId}`, EquipmentPage, { signal }),
    enabled: Boolean(propertyId),
    staleTime: 60_000,
  });
}

export function useContractorsForTrade(trade: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['errand-lookups', 'contractors', trade],
    queryFn: ({ signal }) =>
      api.get(`/api/contractors?pageSize=100&sort=name${trade ? `&trade=${trade}` : ''}`, ContractorPage, {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
