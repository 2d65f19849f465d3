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
import { organisationResource } from './organisation-resource';

const tokens = organisationResource('api-tokens', ApiTokenList);

/** An organisation's API tokens, without the tokens themselves (docs/INTEGRATIONS.md). */
export const apiTokens = tokens.query;

/** Makes a token; the answer carries it, once. */
export function useCreateApiToken(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => api.post(tokens.path(organisationId), body, ApiTokenCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokens.key(organisationId) }),
  });
}

export function useRevokeApiToken(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`${tokens.path(organisationId)}/${id}`, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokens.key(organisationId) }),
  });
}

const hooks = organisationResource('webhooks', WebhookSubscriptionList);

/** An organisation's webhook subscriptions, without their secrets. */
export const webhooks = hooks.query;

/** The latest deliveries of one subscription. */
export const webhookDeliveries = (organisationId: string, id: string) =>
  queryOptions({
    queryKey: [...hooks.key(organisationId), id, 'deliveries'],
    queryFn: ({ signal }) =>
      api.get(`${hooks.path(organisationId)}/${id}/deliveries`, WebhookDeliveryList, { signal }),
  });

/** Adding, testing, resuming and deleting: each refreshes the list and the logs after it. */
export function useWebhookActions(organisationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: hooks.key(organisationId) });
  const path = hooks.path(organisationId);
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
