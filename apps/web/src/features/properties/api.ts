import { OrganisationPage, type Premises, PremisesPage, type Property, PropertyPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (query: string) => ['properties', 'list', query] as const,
  premises: (propertyId: string) => ['properties', 'premises', propertyId] as const,
};

export function usePropertyList(query: string) {
  return useQuery({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/properties?${query}`, PropertyPage, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePremisesOf(propertyId: string | undefined) {
  return useQuery({
    queryKey: propertyKeys.premises(propertyId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/Premises?propertyId=${propertyId}&pageSize=100&sort=designation`, PremisesPage, {
        signal,
      }),
    enabled: Boolean(propertyId),
  });
}

/** Admins choose the organisation a property belongs to. */
export function useOrganisationOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['organisations', 'options'],
    queryFn: ({ signal }) =>
      api.get('/api/organisations?pageSize=100&sort=name', OrganisationPage, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function usePropertyMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: propertyKeys.all });
      // Pickers elsewhere (report form, equipment) list properties and premises too.
      void qc.invalidateQueries({ queryKey: ['errand-lookups'] });
      void qc.invalidateQueries({ queryKey: ['equipment-lookups'] });
    },
  });
}

export const useSaveProperty = () =>
  usePropertyMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id ? api.put<Property>(`/api/properties/${id}`, body) : api.post<Property>('/api/properties', body),
  );
export const useDeleteProperty = () => usePropertyMutation((id: string) => api.del(`/api/properties/${id}`));
export const useSavePremises = () =>
  usePropertyMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id ? api.put<Premises>(`/api/Premises/${id}`, body) : api.post<Premises>('/api/Premises', body),
  );
export const useDeletePremises = () => usePropertyMutation((id: string) => api.del(`/api/Premises/${id}`));
