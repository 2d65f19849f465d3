import {
  AccountingSettings,
  type ApiTokenCreate,
  ApiTokenCreated,
  ApiTokenList,
  OkResponse,
  WebhookDeliveryList,
  type WebhookSubscriptionCreate,
  WebhookSubscriptionCreated,
  WebhookSubscriptionList,
} from '@app/contract';
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

const hooksKey = (organisationId: string) => [...queryKeys.organisations, organisationId, 'webhooks'];
const hooksPath = (organisationId: string) => `/api/organisations/${organisationId}/webhooks`;

/** An organisation's webhook subscriptions, without their secrets. */
export const webhooks = (organisationId: string) =>
  queryOptions({
    queryKey: hooksKey(organisationId),
    queryFn: ({ signal }) => api.get(hooksPath(organisationId), WebhookSubscriptionList, { signal }),
  });

/** The latest deliveries of one subscription. */
export const webhookDeliveries = (organisationId: string, id: string) =>
  queryOptions({
    queryKey: [...hooksKey(organisationId), id, 'deliveries'],
    queryFn: ({ signal }) =>
      api.get(`${hooksPath(organisationId)}/${id}/deliveries`, WebhookDeliveryList, { signal }),
  });

/** Adding, testing, resuming and deleting: each refreshes the list and the logs after it. */
export function useWebhookActions(organisationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: hooksKey(organisationId) });
  const path = hooksPath(organisationId);
  return {
    create: useMutation({
      mutationFn: (body: WebhookSubscriptionCreate) => api.post(path, body, WebhookSubscriptionCreated),
      onSuccess,
    }),
    test: useMutation({ mutationFn: (id: string) => api.post(`${path}/${id}/test`, {}), onSuccess }),
    resume: useMutation({ mutationFn: (id: string) => api.post(`${path}/${id}/resume`, {}), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => api.del(`${path}/${id}`, OkResponse), onSuccess }),
  };
}

const accountingPath = (organisationId: string) => `/api/organisations/${organisationId}/accounting`;

/** The accounts the accounting export books on. */
export const accountingSettings = (organisationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.organisations, organisationId, 'accounting'],
    queryFn: ({ signal }) =>
      api.get(`${accountingPath(organisationId)}/settings`, AccountingSettings, { signal }),
  });

export const saveAccountingSettings = (organisationId: string, body: AccountingSettings) =>
  api.put(`${accountingPath(organisationId)}/settings`, body, AccountingSettings);

/** The export's address: the browser downloads it with the session cookie. */
export const accountingExportUrl = (
  organisationId: string,
  from: string,
  to: string,
  format: 'csv' | 'sie',
) => `${accountingPath(organisationId)}/export?${new URLSearchParams({ from, to, format })}`;
