import {
  ContractorPage,
  InvitePage,
  InviteResponse,
  OrganisationPage,
  PremisesPage,
  PropertyPage,
  UserPage,
  type UserSummary,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useUserList(query: string) {
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => api.get(`/api/users?${query}`, UserPage, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteList() {
  return useQuery({
    queryKey: ['users', 'invites'],
    queryFn: ({ signal }) => api.get('/api/invites?pageSize=50', InvitePage, { signal }),
  });
}

export const useSetDisabled = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api.put<UserSummary>(`/api/users/${id}`, { disabled }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['users'] }),
  });
};

export const useInvite = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post('/api/auth/generate-invite-token', body, InviteResponse),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['users', 'invites'] }),
  });
};

/** Look-ups for the invitation form (organisation, premises, contractor record). */
export function useOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'lookup', 'organisations'],
    queryFn: ({ signal }) =>
      api.get('/api/organisations?pageSize=100&sort=name', OrganisationPage, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useProperties(organisationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'lookup', 'properties', organisationId],
    queryFn: ({ signal }) =>
      api.get(
        `/api/properties?pageSize=100&sort=address${organisationId ? `&organisationId=${organisationId}` : ''}`,
        PropertyPage,
        { signal },
      ),
    enabled,
    staleTime: 60_000,
  });
}

export function usePremises(propertyId: string | undefined) {
  return useQuery({
    queryKey: ['users', 'lookup', 'premises', propertyId],
    queryFn: ({ signal }) =>
      api.get(`/api/Premises?pageSize=100&sort=designation&propertyId=${propertyId}`, PremisesPage, {
        signal,
      }),
    enabled: Boolean(propertyId),
    staleTime: 60_000,
  });
}

export function useContractors(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'lookup', 'contractors'],
    queryFn: ({ signal }) => api.get('/api/contractors?pageSize=100&sort=name', ContractorPage, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
