import { type Equipment, EquipmentPage, PremisesPage, PropertyPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (query: string) => ['equipment', 'list', query] as const,
};

export function useEquipmentList(query: string) {
  return useQuery({
    queryKey: equipmentKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/Equipment?${query}`, EquipmentPage, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePropertyOptions() {
  return useQuery({
    queryKey: ['equipment-lookups', 'properties'],
    queryFn: ({ signal }) => api.get('/api/properties?pageSize=100&sort=address', PropertyPage, { signal }),
    staleTime: 60_000,
  });
}

export function usePremisesOptions(propertyId: string | undefined) {
  return useQuery({
    queryKey: ['equipment-lookups', 'premises', propertyId],
    queryFn: ({ signal }) =>
      api.get(`/api/Premises?propertyId=${propertyId}&pageSize=100&sort=designation`, PremisesPage, {
        signal,
      }),
    enabled: Boolean(propertyId),
    staleTime: 60_000,
  });
}

function useEquipmentMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: equipmentKeys.all });
      void qc.invalidateQueries({ queryKey: ['errand-lookups'] });
    },
  });
}

export const useSaveEquipment = () =>
  useEquipmentMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id ? api.put<Equipment>(`/api/Equipment/${id}`, body) : api.post<Equipment>('/api/Equipment', body),
  );
export const useDeleteEquipment = () => useEquipmentMutation((id: string) => api.del(`/api/Equipment/${id}`));
