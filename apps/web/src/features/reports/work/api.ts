import {
  ReportDetail,
  type ReportDone,
  type ReportQuoteDecision,
  type ReportQuoteSubmit,
  type ReportStatus,
  type ReportVisitPlan,
  type TimeOfferUpdate,
  TimeOfferView,
  type TimeProposalSubmit,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { noteOwnChange } from '../../../lib/live-cues-store';
import { queryKeys, useInvalidatingMutation } from '../../../lib/queries';

/**
 * The calls of an errand's working life; each answers the errand as the caller now sees it,
 * which tells the move's message whether an undo is possible (`can`). The hub tells every tab
 * of the change; this one made it, so its live cues keep quiet about it.
 */
const useWorkMutation = <A>(id: string, fn: (args: A) => Promise<ReportDetail>) =>
  useInvalidatingMutation(
    (args: A) => {
      noteOwnChange(id);
      return fn(args);
    },
    [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  );

export const useMove = (id: string) =>
  useWorkMutation(id, (body: { status: ReportStatus; note?: string }) =>
    api.post(`/api/reports/${id}/transition`, body, ReportDetail),
  );
export const useMarkDone = (id: string) =>
  useWorkMutation(id, (body: ReportDone) => api.post(`/api/reports/${id}/done`, body, ReportDetail));
export const useReaccept = (id: string) =>
  useWorkMutation(id, () => api.post(`/api/reports/${id}/accept`, {}, ReportDetail));
export const usePlanVisit = (id: string) =>
  useWorkMutation(id, (body: ReportVisitPlan) => api.put(`/api/reports/${id}/visit`, body, ReportDetail));
export const useCancelVisit = (id: string) =>
  useWorkMutation(id, () => api.del(`/api/reports/${id}/visit`, ReportDetail));
export const useSubmitQuote = (id: string) =>
  useWorkMutation(id, (body: ReportQuoteSubmit) => api.put(`/api/reports/${id}/quote`, body, ReportDetail));
export const useDecideQuote = (id: string) =>
  useWorkMutation(id, (body: ReportQuoteDecision) =>
    api.post(`/api/reports/${id}/quote/decision`, body, ReportDetail),
  );

/** The times the reporter offered for the visit (GET/PUT /api/reports/{id}/times). */
export const offeredTimes = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.reports, id, 'times'],
    queryFn: ({ signal }) => api.get(`/api/reports/${id}/times`, TimeOfferView, { signal }),
  });
export const useOfferTimes = (id: string) =>
  useInvalidatingMutation(
    (body: TimeOfferUpdate) => api.put(`/api/reports/${id}/times`, body, TimeOfferView),
    [[...queryKeys.reports, id, 'times']],
  );
export const useProposeTime = (id: string) =>
  useInvalidatingMutation(
    (body: TimeProposalSubmit) => api.put(`/api/reports/${id}/times/proposal`, body, TimeOfferView),
    [[...queryKeys.reports, id, 'times']],
  );
/** Confirming books the visit: the errand and its lists change too. */
export const useAnswerProposal = (id: string) =>
  useInvalidatingMutation(
    (accept: boolean) => api.post(`/api/reports/${id}/times/proposal/answer`, { accept }, TimeOfferView),
    [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  );
