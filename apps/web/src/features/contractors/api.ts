import { type Contractor, ContractorPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const contractorKeys = {
  all: ['contractors'] as const,
  list: (query: string) => ['contractors', 'list', query] as const,
};

export function useContractorList(query: string) {
  return useQuery({
    queryKey: contractorKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/contractors?${query}`, ContractorPage, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useContractorMutation<A>(fn: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contractorKeys.all });
      void qc.invalidateQueries({ queryKey: ['errand-lookups'] });
    },
  });
}

export const useSaveContractor = () =>
  useContractorMutation(({ id, body }: { id?: string; body: Record<string, unknown> }) =>
    id ? api.put<Contractor>(`/api/contractors/${id}`, body) : api.post<Contractor>('/api/contractors', body),
  );
export const useDeleteContractor = () =>
  useContractorMutation((id: string) => api.del(`/api/contractors/${id}`));
