import type { ReportDetail, ReportDone, ReportVisitPlan, WorkOrderView } from '@app/contract';
import { translate } from '@app/i18n';
import { hashToken } from '../../auth/tokens';
import { type ReportActor, workOrderActor, workOrderDecline } from '../../authz';
import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import { invalidTransition, notFound } from '../../http/errors';
import { linkFileService } from '../attachments';
import { createReportService, makeMove, withReportChange } from '../reports';
import { findWorkOrderHolder, revokeWorkOrderLink } from './work-orders.repo';

/** Where the link holder's routes live; their files are under `<base>/<token>/files`. */
export const WORK_ORDER_BASE = '/api/public/work-orders';

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
  const files = linkFileService(deps, WORK_ORDER_BASE);

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
    return {
      errand,
      files: await files.listUnder(actor, errand.id, token),
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
    // "A note to the property management", as the link page says: staff (and the contractor) read
    // it, the reporter does not.
    addNote: acting((actor, id, note: string) =>
      reports.addNote(actor, id, { note, visibility: 'internal' }),
    ),
    markDone: acting((actor, id, body: ReportDone) => reports.markDone(actor, id, body)),

    /**
     * Gives the errand back to its staff with the reason: an accepted one through the lifecycle's
     * hand-back, an offered one as a note only staff read. The link stops working either way, in
     * the same transaction as the errand's change: a reopened errand never keeps a live link.
     */
    async decline(token: string, reason: string): Promise<{ ok: true }> {
      const { holder, actor, reportId } = await holderOf(token);
      const declined = (q: Queryable) => revokeWorkOrderLink(q, reportId, holder.linkId, 'declined', reason);
      await withReportChange(deps, actor, reportId, async (q, current) => {
        const how = workOrderDecline(actor, current);
        if (!how) throw invalidTransition();
        if (how === 'hand_back') {
          const move = await makeMove(q, actor, current, 'Open', reason);
          // Handed back either way: a withdrawal racing it leaves the link withdrawn instead.
          await declined(q);
          return move;
        }
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
