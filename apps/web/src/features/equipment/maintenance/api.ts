import { ReportPage, ServiceDueList } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queries';

/** Keyed under the reports, so a new or changed errand refreshes them live. */
export const serviceDue = () =>
  queryOptions({
    queryKey: [...queryKeys.reports, 'service-due'],
    queryFn: ({ signal }) => api.get('/api/equipment/service-due?days=90', ServiceDueList, { signal }),
  });

/** The errands filed against one equipment item: the errand list's own query, newest first. */
export const equipmentErrands = (equipmentId: string) =>
  queryOptions({
    queryKey: [...queryKeys.reports, 'equipment', equipmentId],
    queryFn: ({ signal }) =>
      api.get(`/api/reports?equipmentId=${equipmentId}&sort=-created&pageSize=100&scope=all`, ReportPage, {
        signal,
      }),
  });
