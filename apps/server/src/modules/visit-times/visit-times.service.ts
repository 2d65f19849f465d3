import type { TimeOfferUpdate, TimeOfferView, TimeProposalAnswer, TimeProposalSubmit } from '@app/contract';
import { canOfferTimes, offersTimesAtAll, reportFields } from '../../authz';
import { canPlanVisit, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { forbidden, invalidTransition, notFound } from '../../http/errors';
import {
  actorFields,
  type ChangeAction,
  checkOfferedWindows,
  keepingStatus,
  loadVisible,
  offeredTimes,
  type ReportRow,
  type ReportServiceDeps,
  saveTimeOffer,
  touchReport,
  withReportChange,
  writeVisit,
} from '../reports';
import { findTimeOffer, saveProposal } from './visit-times.repo';

const inProgress = (row: ReportRow) => row.status === 'InProgress';

/** The timeline entry of a proposal made or declined, with its window. */
const proposalEntry = (
  kind: 'time_proposed' | 'time_declined',
  row: ReportRow,
  window: { startsAt: string; endsAt: string },
): ChangeAction =>
  keepingStatus(row, { kind, note: null, visitStartsAt: window.startsAt, visitEndsAt: window.endsAt });

/**
 * The times the reporter offers for the visit (docs/PRODUCT.md "Visits"): read by those the
 * field table gives `times` (never the marketplace), changed by the reporter while the work is
 * still to be done. The contractor books one by planning the visit in it (PUT …/visit), or
 * proposes another time, which the reporter confirms (it becomes the visit) or declines.
 */
export function createVisitTimesService(deps: ReportServiceDeps, clock: () => number = Date.now) {
  const { db } = deps;

  /** A proposed window checked as a visit window would be. */
  const checkWindow = (w: { startsAt: string; endsAt: string }) =>
    checkOfferedWindows([w], () => '', clock());

  async function view(actor: ReportActor, id: string, q: Queryable = db): Promise<TimeOfferView> {
    const { row, access } = await loadVisible(q, actor, id);
    const reads = reportFields(actor, row, access).has('times');
    const offer = reads ? await findTimeOffer(q, id) : null;
    return {
      offer,
      canOffer: canOfferTimes(actor, row),
      canPropose: canPlanVisit(actor, row) && inProgress(row),
      canAnswer: canOfferTimes(actor, row) && inProgress(row) && !!offer?.proposal,
    };
  }

  async function offer(actor: ReportActor, id: string, body: TimeOfferUpdate): Promise<TimeOfferView> {
    return db.transaction(async (q) => {
      const { row } = await loadVisible(q, actor, id);
      if (!canOfferTimes(actor, row)) throw offersTimesAtAll(actor, row) ? invalidTransition() : forbidden();
      await saveTimeOffer(q, {
        reportId: id,
        organisationId: row.organisationId,
        ...offeredTimes(body, clock()),
      });
      // The errand changed for those who list it (its updated time).
      await touchReport(q, id);
      return view(actor, id, q);
    });
  }

  /**
   * The contractor (or staff for them) proposes another time while the work is in progress: a
   * timeline entry of its own (`time_proposed`), so the reporter is told (notify-rules.ts).
   */
  async function propose(actor: ReportActor, id: string, body: TimeProposalSubmit): Promise<TimeOfferView> {
    await withReportChange(deps, actor, id, async (q, row) => {
      if (!canPlanVisit(actor, row)) throw forbidden();
      if (!inProgress(row)) throw invalidTransition();
      checkWindow(body);
      const proposal = {
        startsAt: new Date(body.startsAt).toISOString(),
        endsAt: new Date(body.endsAt).toISOString(),
        proposedBy: actorFields(actor).actorName,
      };
      await saveProposal(q, { reportId: id, organisationId: row.organisationId, proposal });
      await touchReport(q, id);
      return proposalEntry('time_proposed', row, proposal);
    });
    return view(actor, id);
  }

  /** The waiting proposal, for the reporter who may answer it now (403, 409, 404 when none). */
  async function waitingProposal(q: Queryable, actor: ReportActor, row: ReportRow) {
    if (!canOfferTimes(actor, row)) throw offersTimesAtAll(actor, row) ? invalidTransition() : forbidden();
    if (!inProgress(row)) throw invalidTransition();
    const proposal = (await findTimeOffer(q, row.id))?.proposal;
    if (!proposal) throw notFound();
    await saveProposal(q, { reportId: row.id, organisationId: row.organisationId, proposal: null });
    return proposal;
  }

  /**
   * The reporter confirms the proposal, which becomes the visit (its timeline entry, notifications,
   * reminders and invites as any planning), or declines it; either way it is answered and gone.
   */
  async function answer(actor: ReportActor, id: string, body: TimeProposalAnswer): Promise<TimeOfferView> {
    if (body.accept)
      await withReportChange(deps, actor, id, async (q, row) => {
        const proposal = await waitingProposal(q, actor, row);
        checkWindow(proposal);
        return writeVisit(q, row, proposal, proposal.proposedBy);
      });
    else
      await withReportChange(deps, actor, id, async (q, row) => {
        const proposal = await waitingProposal(q, actor, row);
        await touchReport(q, id);
        // The contractor is told the time did not suit (`time_declined`, notify-rules.ts).
        return proposalEntry('time_declined', row, proposal);
      });
    return view(actor, id);
  }

  return { view, offer, propose, answer };
}
