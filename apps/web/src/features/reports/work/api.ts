import { ReportDetail, type ReportDone, type ReportStatus, type ReportVisitPlan } from '@app/contract';
import { api } from '../../../lib/api';
import { queryKeys, useInvalidatingMutation } from '../../../lib/queries';

/**
 * The calls of an errand's working life; each answers the errand as the caller now sees it,
 * which tells the move's message whether an undo is possible (`can`).
 */
const useWorkMutation = <A>(fn: (args: A) => Promise<ReportDetail>) =>
  useInvalidatingMutation(fn, [queryKeys.reports, queryKeys.dashboard, queryKeys.events]);

export const useMove = (id: string) =>
  useWorkMutation((body: { status: ReportStatus; note?: string }) =>
    api.post(`/api/reports/${id}/transition`, body, ReportDetail),
  );
export const useMarkDone = (id: string) =>
  useWorkMutation((body: ReportDone) => api.post(`/api/reports/${id}/done`, body, ReportDetail));
export const useReaccept = (id: string) =>
  useWorkMutation(() => api.post(`/api/reports/${id}/accept`, {}, ReportDetail));
export const usePlanVisit = (id: string) =>
  useWorkMutation((body: ReportVisitPlan) => api.put(`/api/reports/${id}/visit`, body, ReportDetail));
export const useCancelVisit = (id: string) =>
  useWorkMutation(() => api.del(`/api/reports/${id}/visit`, ReportDetail));
