import type { ReportDetail, ReportDone, ReportFile, ReportVisitPlan, WorkOrderView } from '@app/contract';
import { translate } from '@app/i18n';
import { hashToken } from '../../auth/tokens';
import { type ReportActor, workOrderActor, workOrderDecline } from '../../authz';
import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import { invalidTransition, notFound } from '../../http/errors';
import { linkFileService } from '../attachments';
import { createReportService, loadVisible, withReportChange } from '../reports';
import { findWorkOrderHolder, revokeWorkOrderLink } from './work-orders.repo';

/** A link's file paths: under the link, since the holder has no session for /api/reports. */
function underLink(token: string, f: ReportFile): ReportFile {
  const url = `/api/public/work-orders/${token}/files/${f.id}`;
  return { ...f, url, thumbnailUrl: f.thumbnailUrl ? `${url}/thumbnail` : null };
}

/**
 * The holder of an outside contractor's work-order link (docs/decisions/0047-work-order-links.md):
 * each call resolves the token to its actor (authz `workOrderActor`: the contractor record it was
 * sent for, limited to the one errand) and calls the SAME report and attachment services a
 * signed-in contractor's routes call. A revoked, withdrawn, declined or other-purpose token, or
 * one of a closed errand, is 404.
 */
export function createWorkOrderHolderService(deps: Pick<Deps, 'db' | 'bus' | 'config' | 'log'>) {
  const { db } = deps;
  const reports = createReportService(deps);
  const files = linkFileService(deps);

  async function holderOf(token: string) {
    const holder = await findWorkOrderHolder(db, hashToken(token));
    if (!holder) throw notFound();
    return { holder, actor: workOrderActor(holder) as ReportActor, reportId: holder.reportId };
  }

  async function view(token: string): Promise<WorkOrderView> {
    const { holder, actor, reportId } = await holderOf(token);
    const errand = await reports.get(actor, reportId);
    return viewOf(token, holder, actor, errand);
  }

  async function viewOf(
    token: string,
    holder: { contractorName: string; language: 'sv' | 'en' },
    actor: ReportActor,
    errand: ReportDetail,
  ): Promise<WorkOrderView> {
    const listed = await files.list(actor, errand.id);
    return {
      errand,
      files: listed.map((f) => underLink(token, f)),
      contractorName: holder.contractorName,
      language: holder.language,
      canDecline: workOrderDecline(actor, errand) !== null,
    };
  }

  /** Runs one of the report service's changes as the link's actor, answering the page's view. */
  const acting =
    <A extends unknown[]>(
      change: (actor: ReportActor, reportId: string, ...args: A) => Promise<ReportDetail>,
    ) =>
    async (token: string, ...args: A): Promise<WorkOrderView> => {
      const { holder, actor, reportId } = await holderOf(token);
      return viewOf(token, holder, actor, await change(actor, reportId, ...args));
    };

  return {
    view,
    /** Resolves a token for the file routes (modules/attachments `linkFileRoutes`). */
    resolve: async (token: string) => {
      const { actor, reportId } = await holderOf(token);
      return { actor, reportId };
    },
    accept: acting((actor, id) => reports.accept(actor, id, {})),
    planVisit: acting((actor, id, plan: ReportVisitPlan) => reports.planVisit(actor, id, plan)),
    addNote: acting((actor, id, note: string) => reports.addNote(actor, id, { note, visibility: 'message' })),
    markDone: acting((actor, id, body: ReportDone) => reports.markDone(actor, id, body)),

    /**
     * Gives the errand back to its staff with the reason: an accepted one through the lifecycle's
     * hand-back, an offered one as a note only staff read. The link stops working either way.
     */
    async decline(token: string, reason: string): Promise<{ ok: true }> {
      const { holder, actor, reportId } = await holderOf(token);
      const { row } = await loadVisible(db, actor, reportId);
      const how = workOrderDecline(actor, row);
      if (!how) throw invalidTransition();
      const declined = (q: Queryable) => revokeWorkOrderLink(q, reportId, holder.linkId, 'declined', reason);
      if (how === 'hand_back') {
        await reports.transition(actor, reportId, { status: 'Open', note: reason });
        // Handed back already: a withdrawal racing it leaves the link withdrawn instead.
        await declined(db);
      } else
        await withReportChange(deps, actor, reportId, async (q, current) => {
          if (workOrderDecline(actor, current) !== 'offer') throw invalidTransition();
          if (!(await declined(q))) throw notFound();
          const note = translate(current.language, 'publicReport.workOrder.declinedNote', { reason });
          return {
            kind: 'note',
            visibility: 'internal',
            contractorId: null,
            fromStatus: current.status,
            toStatus: current.status,
            note,
          };
        });
      return { ok: true };
    },
  };
}
