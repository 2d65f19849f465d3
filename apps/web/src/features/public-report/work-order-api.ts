import {
  type WorkOrderLink as Link,
  type ReportDone,
  type ReportVisitPlan,
  WorkOrderLink,
  WorkOrderLinkList,
  type WorkOrderSend,
  WorkOrderView,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys, useInvalidatingMutation } from '../../lib/queries';
import { uploadFiles } from '../attachments';
import { publicQuery } from './api';

const base = (token: string) => `/api/public/work-orders/${encodeURIComponent(token)}`;

/** Anyone holding a work-order link: that errand alone, as its contractor reads it. */
export const workOrder = (token: string) => publicQuery(['work-order', token], base(token), WorkOrderView);

export const workOrderCalls = {
  accept: (token: string) => api.post(base(token) + '/accept', {}, WorkOrderView),
  planVisit: (token: string, plan: ReportVisitPlan) => api.put(base(token) + '/visit', plan, WorkOrderView),
  addNote: (token: string, note: string) => api.post(base(token) + '/notes', { note }, WorkOrderView),
  markDone: (token: string, body: ReportDone) => api.post(base(token) + '/done', body, WorkOrderView),
  decline: (token: string, reason: string) =>
    api.post(base(token) + '/decline', { reason }, z.object({ ok: z.literal(true) })),
  addPhotos: (token: string, reportId: string, files: File[]) =>
    uploadFiles({ reportId, files, purpose: 'note', path: `${base(token)}/files` }),
};

const linksKey = (reportId: string) => [...queryKeys.reports, reportId, 'work-order-links'];
const linksPath = (reportId: string) => `/api/reports/${reportId}/work-order-links`;

/** Staff: the errand's work-order links, newest first. */
export const workOrderLinks = (reportId: string) =>
  queryOptions({
    queryKey: linksKey(reportId),
    queryFn: ({ signal }) => api.get(linksPath(reportId), WorkOrderLinkList, { signal }),
  });

/** Staff: send, resend and withdraw; each refreshes the list and the errand (its timeline). */
export const useWorkOrderLinkCalls = (reportId: string) => {
  const keys = [linksKey(reportId), [...queryKeys.reports, reportId]];
  return {
    send: useInvalidatingMutation(
      (body: WorkOrderSend) => api.post(linksPath(reportId), body, WorkOrderLink),
      keys,
    ),
    resend: useInvalidatingMutation(
      (link: Link) => api.post(`${linksPath(reportId)}/${link.id}/resend`, {}, WorkOrderLink),
      keys,
    ),
    withdraw: useInvalidatingMutation(
      (link: Link) => api.del(`${linksPath(reportId)}/${link.id}`, WorkOrderLink),
      keys,
    ),
  };
};
