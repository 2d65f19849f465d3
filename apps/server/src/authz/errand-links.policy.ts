import type { SqlParams } from '../lib/sql';
import { type Actor, type LinkHolder, withinLink } from './actor';
import { REPORT_FIELD_TABLE, type ReportFieldGroup, type ReportReader } from './report-fields.policy';

export type { LinkHolder } from './actor';

/**
 * The errands a link holder may read, as SQL over report alias `r`: their one errand, in its
 * organisation. ANDed into every lookup, so any other errand is not found (404).
 */
export function linkReportScope(holder: LinkHolder, p: SqlParams, r = 'r'): string {
  return `(${r}.id = ${p.add(holder.reportId)} AND ${r}.organisation_id = ${p.add(holder.organisationId)})`;
}

/**
 * Which reader of the field table (report-fields.policy.ts) the holder is: the person who
 * reported it reads what a signed-in reporter reads; an outside contractor what the assigned
 * contractor reads.
 */
export const linkReader = (holder: LinkHolder): ReportReader =>
  holder.purpose === 'follow' ? 'reporter' : 'assigned';

/** A follow link may add messages to its errand while it is not closed, as its reporter could. */
export const linkMayAddMessage = (holder: LinkHolder, r: { status: string }) =>
  holder.purpose === 'follow' && r.status !== 'Closed';

/** The field groups the holder reads (the row of their reader in `REPORT_FIELD_TABLE`). */
export const linkFields = (holder: LinkHolder): ReadonlySet<ReportFieldGroup> =>
  new Set(REPORT_FIELD_TABLE[linkReader(holder)]);

/**
 * Who wrote a timeline message, as a link holder is shown it: the contractor, the organisation's
 * staff, or the person without an account themselves (an entry with no role).
 */
export function linkMessageAuthor(actorRole: string | null): 'you' | 'staff' | 'contractor' {
  if (actorRole === null) return 'you';
  return actorRole === 'Contractor' ? 'contractor' : 'staff';
}

/** Timeline entries a follow link's holder is mailed about: what changes for them, not their own words. */
const TOLD_TO_FOLLOWERS = new Set([
  'accepted',
  'assigned',
  'status_changed',
  'reopened',
  'visit_planned',
  'visit_moved',
  'visit_cancelled',
  'done',
]);
export function followerHearsOf(action: {
  kind: string;
  visibility: string;
  actorRole: string | null;
}): boolean {
  if (action.kind === 'note') return action.visibility === 'message' && action.actorRole !== null;
  return TOLD_TO_FOLLOWERS.has(action.kind);
}

/** What a work-order link is sent for and acts as: the contractor record of the address. */
export interface WorkOrderHolder extends LinkHolder {
  contractorId: string;
  contractorName: string;
  email: string;
}

/**
 * The actor a work-order link acts as (docs/decisions/0047-work-order-links.md): the contractor
 * record it was sent for, limited to its one errand (`link`; reports.policy.ts reads nothing
 * else for it). The report services take it as they take a signed-in contractor, so the
 * lifecycle, the visit, notes, files and the field table decide for it by the same rules. It has
 * no account: `accountIdOf` writes no user under its entries.
 */
export function workOrderActor(h: WorkOrderHolder): Actor & { name: string; email: string } {
  return {
    id: h.contractorId,
    role: 'Contractor',
    organisationId: null,
    contractorId: h.contractorId,
    name: h.contractorName,
    email: h.email,
    link: { purpose: 'work_order', reportId: h.reportId, organisationId: h.organisationId },
  };
}

/**
 * How a work-order link's holder declines (docs/PRODUCT.md "Work-order links"): an offered
 * errand (Open, nobody holds it) is given back with the reason as a note to staff; one they
 * accepted is handed back (InProgress → Open, the lifecycle's move). Else none (409).
 */
export function workOrderDecline(
  actor: Actor,
  r: { id: string; organisationId: string; status: string; contractorId: string | null },
): 'offer' | 'hand_back' | null {
  if (actor.link?.purpose !== 'work_order' || !withinLink(actor, r)) return null;
  if (r.status === 'Open' && r.contractorId === null) return 'offer';
  if (r.status === 'InProgress' && r.contractorId === actor.contractorId) return 'hand_back';
  return null;
}
