import {
  type ChangeEmailBody,
  DeadlineTargets,
  type DeadlineTargetsUpdate,
  NotificationPreferences,
  type NotificationPreferencesUpdate,
  type ProfileUpdate,
  UserResponse,
} from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';
import { organisationResource } from './organisation-resource';

/** Name and phone; the answer is the signed-in user as now stored. */
export const updateProfile = (body: ProfileUpdate) => api.put('/api/auth/profile', body, UserResponse);

/** Sends the confirmation link to the new address. */
export const changeEmail = (body: ChangeEmailBody) => api.post('/api/auth/change-email', body);

/** A new password for the signed-in user, who gives the current one. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post('/api/auth/reset-password', body);

const preferencesKey = [...queryKeys.notifications, 'preferences'];

export const notificationPreferences = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get('/api/me/notification-preferences', NotificationPreferences, { signal }),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesUpdate) =>
      api.put('/api/me/notification-preferences', patch, NotificationPreferences),
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
  });
}

const deadlines = organisationResource('deadlines', DeadlineTargets);

/** An organisation's deadlines per priority (docs/PRODUCT.md "Deadlines"). */
export const deadlineTargets = deadlines.query;

export function useSaveDeadlines(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeadlineTargetsUpdate) =>
      api.put(deadlines.path(organisationId), body, DeadlineTargets),
    onSuccess: (data) => queryClient.setQueryData(deadlines.key(organisationId), data),
  });
}
