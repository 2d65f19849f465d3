import type {
  ReportBulk,
  ReportCreate,
  ReportNote,
  ReportRatingCreate,
  ReportStatus,
  ReportUpdate,
} from '@app/contract';
import {
  Report,
  ReportBulkResult,
  ReportDetail,
  ReportPage,
  ReportSafety,
  SavedFilter,
  SavedFilterList,
} from '@app/contract/answers';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listQuery, queryKeys, useInvalidatingMutation } from '../../lib/queries';

export const reportList = (query: string) => listQuery(queryKeys.reports, '/api/reports', ReportPage, query);

export const reportDetail = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.reports, 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/reports/${id}`, ReportDetail, { signal }),
  });

/** The errand's hazards and the on-call number to give with their advice (GET …/safety). */
export const reportSafety = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.reports, 'safety', id],
    queryFn: ({ signal }) => api.get(`/api/reports/${id}/safety`, ReportSafety, { signal }),
  });

/** Every change to a report refreshes all report views (lists, the detail, counts, the feed). */
const useReportMutation = <A, R>(fn: (args: A) => Promise<R>) =>
  useInvalidatingMutation(fn, [queryKeys.reports, queryKeys.dashboard, queryKeys.events]);

export const useCreateReport = () =>
  useReportMutation((body: ReportCreate) => api.post('/api/reports', body, Report));
export const useUpdateReport = (id: string) =>
  useReportMutation((body: ReportUpdate) => api.put(`/api/reports/${id}`, body));
export const useDeleteReport = () => useReportMutation((id: string) => api.del(`/api/reports/${id}`));
export const useAcceptReport = (id: string) =>
  useReportMutation((contractorId?: string) =>
    api.post(`/api/reports/${id}/accept`, contractorId ? { contractorId } : {}),
  );
export const useTransitionReport = (id: string) =>
  useReportMutation((body: { status: ReportStatus; note?: string }) =>
    api.post(`/api/reports/${id}/transition`, body),
  );
export const useAddNote = (id: string) =>
  useReportMutation((body: ReportNote) => api.post(`/api/reports/${id}/actions`, body));
export const useRateReport = (id: string) =>
  useReportMutation((body: ReportRatingCreate) => api.post(`/api/reports/${id}/rating`, body, ReportDetail));

/** The signed-in user's saved report-list filters (kept on the server). */
const savedFiltersKey = ['me', 'saved-filters'] as const;
export const savedFilters = () =>
  queryOptions({
    queryKey: savedFiltersKey,
    queryFn: ({ signal }) => api.get('/api/me/saved-filters', SavedFilterList, { signal }),
  });
export const useSaveFilter = () =>
  useInvalidatingMutation(
    (body: { name: string; query: string }) => api.post('/api/me/saved-filters', body, SavedFilter),
    [savedFiltersKey],
  );
export const useDeleteFilter = () =>
  useInvalidatingMutation((id: string) => api.del(`/api/me/saved-filters/${id}`), [savedFiltersKey]);

/** One action on several reports; the answer says per report whether it was done. */
export const useBulkReports = () =>
  useInvalidatingMutation(
    (body: ReportBulk) => api.post('/api/reports/bulk', body, ReportBulkResult),
    [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  );
