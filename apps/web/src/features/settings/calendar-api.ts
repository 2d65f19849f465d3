import { CalendarFeed, CalendarFeedCreated, OkResponse } from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const key = ['me', 'calendar-feed'];
const path = '/api/me/calendar-feed';

/** Whether the signed-in user has a private calendar address of their visits (never the address itself). */
export const calendarFeed = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) => api.get(path, CalendarFeed, { signal }),
});

/** Makes a new address (the old one stops working); the answer carries it, once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(path, undefined, CalendarFeedCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del(path, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
