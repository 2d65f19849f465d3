import type { SqlParams } from '../lib/sql';
import { REPORT_FIELD_TABLE, type ReportFieldGroup, type ReportReader } from './report-fields.policy';

/**
 * The holder of a capability link (docs/decisions/0041-public-reporting-and-capability-links.md):
 * someone without an account who may act on exactly one errand of one organisation, for one
 * purpose. Every question about what they may read or do is answered here.
 */
export interface LinkHolder {
  purpose: 'follow' | 'work_order';
  reportId: string;
  organisationId: string;
}

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
