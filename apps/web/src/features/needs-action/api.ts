import { NeedsAction } from '@app/contract/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

/**
 * Under the reports' key, so every hub event about an errand refetches it (lib/hub.ts); a deadline
 * passes without any event, so it is also fetched again every minute.
 */
export const needsActionKey = (organisationId?: string) =>
  [...queryKeys.reports, 'needs-action', organisationId ?? null] as const;
const REFRESH_MS = 60_000;

export function useNeedsAction(organisationId?: string) {
  return useQuery({
    queryKey: needsActionKey(organisationId),
    queryFn: ({ signal }) =>
      api.get(
        `/api/needs-action${organisationId ? `?organisationId=${encodeURIComponent(organisationId)}` : ''}`,
        NeedsAction,
        { signal },
      ),
    refetchInterval: REFRESH_MS,
  });
}
