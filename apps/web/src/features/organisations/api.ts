import { type Organisation, OrganisationPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useOrganisationList(query: string) {
  return useQuery({
    queryKey: ['organisations', 'list', query],
    queryFn: ({ signal }) => api.get(`/api/organisations?${query}`, OrganisationPage, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useOrganisationMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['organisations'] }),
  });
}

export const useSaveOrganisation = () =>
  useOrganisationMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id
      ? api.put<Organisation>(`/api/organisations/${id}`, body)
      : api.post<Organisation>('/api/organisations', body),
  );
export const useDeleteOrganisation = () =>
  useOrganisationMutation((id: string) => api.del(`/api/organisations/${id}`));
