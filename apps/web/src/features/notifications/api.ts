import { NotificationPage, UnreadCount } from '@app/contract/answers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

/** The latest notifications with the unread count; the hub's NotificationAdded invalidates the prefix. */
export const latestNotifications = () =>
  queryOptions({
    queryKey: [...queryKeys.notifications, 'latest'],
    queryFn: ({ signal }) => api.get('/api/notifications?pageSize=20', NotificationPage, { signal }),
  });

/** After a change of read state the bell and its list refetch. */
function useReadMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

export const useMarkRead = () =>
  useReadMutation((id: string) => api.post(`/api/notifications/${id}/read`, {}, UnreadCount));
export const useMarkAllRead = () =>
  useReadMutation(() => api.post('/api/notifications/read-all', {}, UnreadCount));
