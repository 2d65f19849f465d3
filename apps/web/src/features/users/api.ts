import { InvitePage, InviteResponse, UserPage, type UserSummary } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listQuery, queryKeys, useInvalidatingMutation } from '../../lib/queries';

export const userList = (query: string) => listQuery(queryKeys.users, '/api/users', UserPage, query);

export const inviteList = () =>
  queryOptions({
    queryKey: [...queryKeys.users, 'invites'],
    queryFn: ({ signal }) => api.get('/api/invites?pageSize=50', InvitePage, { signal }),
  });

export const useSetDisabled = () =>
  useInvalidatingMutation(
    ({ id, disabled }: { id: string; disabled: boolean }) =>
      api.put<UserSummary>(`/api/users/${id}`, { disabled }),
    [queryKeys.users],
  );

/** Erases the person's data (docs/PRODUCT.md "Erasure of a person"); the account stays, empty. */
export const useErase = () =>
  useInvalidatingMutation(
    (id: string) => api.post<UserSummary>(`/api/users/${id}/erase`, {}),
    [queryKeys.users],
  );

export const useInvite = () =>
  useInvalidatingMutation(
    (body: Record<string, unknown>) => api.post('/api/auth/generate-invite-token', body, InviteResponse),
    [queryKeys.users],
  );
