import { type ApiTokenCreate, ApiTokenCreated, ApiTokenList, OkResponse } from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

const tokensKey = (organisationId: string) => [...queryKeys.organisations, organisationId, 'api-tokens'];
const tokensPath = (organisationId: string) => `/api/organisations/${organisationId}/api-tokens`;

/** An organisation's API tokens, without the tokens themselves (docs/INTEGRATIONS.md). */
export const apiTokens = (organisationId: string) =>
  queryOptions({
    queryKey: tokensKey(organisationId),
    queryFn: ({ signal }) => api.get(tokensPath(organisationId), ApiTokenList, { signal }),
  });

/** Makes a token; the answer carries it, once. */
export function useCreateApiToken(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => api.post(tokensPath(organisationId), body, ApiTokenCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(organisationId) }),
  });
}

export function useRevokeApiToken(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`${tokensPath(organisationId)}/${id}`, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(organisationId) }),
  });
}
