import type { ReportCapabilities, ReportStatus, Role } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';
import type { SqlParams } from '../lib/sql';
import { type Actor, isContractor, isTenant, managesOrganisation, withinLink } from './actor';
import {
  acceptOutcome,
  type LifecycleActor,
  mayMake,
  moves,
  requiresNote,
} from './report-transitions.policy';
import { DENY, orgStaffScope } from './scope';

/**
 * Who may do what with a report (docs/PRODUCT.md "Roles and rights"), deny by default.
 * One rule, three forms: `reportAccess` decides for one report in memory (detail,
 * hub audience), `reportScope` is the same rule as SQL (lists, dashboards, the
 * scopes of places a contractor may see), `reportCapabilities` tells the client
 * what the caller may do. Records the caller may not see answer 404, actions on
 * visible records the caller may not take answer 403.
 */

export type ReportActor = Actor & Partial<Pick<AuthUser, 'name' | 'email'>>;

/** The facts of a report the rules look at (a ReportRow fits). */
export interface ReportFacts {
  /** The errand's id: a link holder's access is limited to the one errand of their link. */
  id?: string;
  organisationId: string;
  reporterId: string | null;
  contractorId: string | null;
  status: ReportStatus;
  trade: string;
  /**
   * The reporter moved out of the errand's premises more than `MOVE_OUT_DAYS` ago
   * (`reporterMovedOutSql`): the errand is no longer theirs to read.
   */
  reporterMovedOut?: boolean;
}

/**
 * Facts as far as they are known (the hub decides from an event's payload before
 * it looks anything up): an unknown fact never grants access.
 */
export type KnownReportFacts = Pick<ReportFacts, 'organisationId'> & Partial<ReportFacts>;

/**
 * How much of a report the caller sees: `full`, `market` (a contractor looking
 * at an Open unassigned report of their trade: no reporter personal data) or `none`.
 */
export type ReportAccess = 'full' | 'market' | 'none';

const isStaffOf = (actor: Actor, r: KnownReportFacts) => managesOrganisation(actor, r.organisationId);

const isReporter = (actor: Actor, r: KnownReportFacts) =>
  isTenant(actor) &&
  actor.organisationId === r.organisationId &&
  r.reporterId === actor.id &&
  r.reporterMovedOut !== true;

/** How long a tenant unlinked from premises still reads their errands there (docs/PRODUCT.md). */
export const MOVE_OUT_DAYS = 30;

/**
 * SQL boolean over report alias `r`: its reporter was unlinked from its premises more than
 * `MOVE_OUT_DAYS` ago by the database clock (premises_move_outs, written when a tenant is unlinked).
 */
// A scalar lookup by the table's key rather than EXISTS: the planner would hash an EXISTS over the
// whole table for every list, where this reads the one row of the errand's reporter, if any.
export const reporterMovedOutSql = (r = 'r') =>
  `COALESCE((SELECT mo.moved_out_at < now() - make_interval(days => ${MOVE_OUT_DAYS}) FROM premises_move_outs mo
     WHERE mo.premises_id = ${r}.premises_id AND mo.user_id = ${r}.reporter_id), false)`;

const isOwnContractor = (actor: Actor, r: KnownReportFacts) =>
  isContractor(actor) && actor.contractorId === r.contractorId;

/** The marketplace: Open reports nobody holds. */
const isInMarket = (r: Partial<Pick<ReportFacts, 'status' | 'contractorId'>>) =>
  r.status === 'Open' && !r.contractorId;

/** The contractor record whose trade opens the marketplace to the caller: a contractor's own; no one else has one. */
export const marketContractorOf = (actor: Actor): string | null =>
  isContractor(actor) && actor.contractorId ? actor.contractorId : null;

/** `contractorTrade` is the trade of the caller's contractor record (contractors only). */
export function reportAccess(
  actor: Actor,
  r: KnownReportFacts,
  contractorTrade?: string | null,
): ReportAccess {
  // A link holder reads their one errand only; an unknown id grants nothing.
  if (!withinLink(actor, r)) return 'none';
  if (actor.link) return linkHolderAccess(actor, r);
  if (isStaffOf(actor, r) || isReporter(actor, r) || isOwnContractor(actor, r)) return 'full';
  if (isContractor(actor) && contractorTrade && isInMarket(r) && r.trade === contractorTrade) return 'market';
  return 'none';
}

/**
 * An outside contractor's work-order link reads its errand as a signed-in contractor would:
 * all of it once it is theirs, the market view while it is offered (Open, nobody holds it),
 * whatever its trade; a follow link is answered by its own reader (errand-links.policy.ts).
 */
function linkHolderAccess(actor: Actor, r: KnownReportFacts): ReportAccess {
  if (actor.link?.purpose !== 'work_order' || !isContractor(actor)) return 'none';
  if (isOwnContractor(actor, r)) return 'full';
  return isInMarket(r) ? 'market' : 'none';
}

/**
 * Which reports a contractor's list shows: `mine` (default: reports they hold),
 * `market` (Open unassigned reports of their trade) or `all` (both). Other roles
 * always see their whole scope.
 */
export type ReportView = 'mine' | 'market' | 'all';

/**
 * The SQL form of `reportAccess` over report alias `r`: rows the caller may read.
 * `contractorTrade` is the caller's trade when already looked up; left undefined,
 * a subquery finds it (for scopes built without a lookup, e.g. a contractor's places).
 */
export function reportScope(
  actor: Actor,
  p: SqlParams,
  r = 'r',
  view: ReportView = 'mine',
  contractorTrade?: string | null,
): string {
  if (actor.link) {
    // The SQL form of `linkHolderAccess`: the link's errand, while theirs or offered.
    if (actor.link.purpose !== 'work_order' || !isContractor(actor)) return DENY;
    return `(${r}.id = ${p.add(actor.link.reportId)} AND ${r}.organisation_id = ${p.add(actor.link.organisationId)}
      AND (${r}.contractor_id = ${p.add(actor.contractorId)} OR (${r}.status = 'Open' AND ${r}.contractor_id IS NULL)))`;
  }
  if (isTenant(actor))
    return `(${r}.organisation_id = ${p.add(actor.organisationId)} AND ${r}.reporter_id = ${p.add(actor.id)}
      AND NOT ${reporterMovedOutSql(r)})`;
  if (!isContractor(actor)) return orgStaffScope(actor, p, `${r}.organisation_id`);
  const parts: string[] = [];
  // Added once, when first needed: an unused parameter has no type PostgreSQL can infer.
  let contractor: string | undefined;
  const contractorParam = () => (contractor ??= p.add(actor.contractorId));
  if (view !== 'market') parts.push(`${r}.contractor_id = ${contractorParam()}`);
  if (view !== 'mine' && contractorTrade !== null) {
    const trade =
      contractorTrade === undefined
        ? `(SELECT ct.trade FROM contractors ct WHERE ct.id = ${contractorParam()})`
        : p.add(contractorTrade);
    parts.push(`(${r}.status = 'Open' AND ${r}.contractor_id IS NULL AND ${r}.trade = ${trade})`);
  }
  return parts.length ? `(${parts.join(' OR ')})` : DENY;
}

/**
 * The dashboards' event feed over action alias `a` and report alias `r`: as the
 * report scope, but a contractor follows the actions of the work they did
 * (the action names them), even after the report was handed back or reopened,
 * and the marketplace is not part of their feed.
 */
export function reportEventScope(actor: Actor, p: SqlParams, a = 'a', r = 'r'): string {
  if (isTenant(actor))
    return `(${a}.organisation_id = ${p.add(actor.organisationId)} AND ${r}.reporter_id = ${p.add(actor.id)}
      AND NOT ${reporterMovedOutSql(r)})`;
  if (isContractor(actor)) return `${a}.contractor_id = ${p.add(actor.contractorId)}`;
  return orgStaffScope(actor, p, `${a}.organisation_id`);
}

/** Whether `reportEventScope` reads the report alias (so a count must join reports). */
export const eventScopeReadsReports = (actor: Actor) => isTenant(actor);

/** Creating reports at all (where is checked against the caller's properties and premises). */
// Deny by default: each role that may is named, so a role added later may not until it is given.
export const canCreateReports = (actor: Actor) =>
  actor.role === 'Admin' || actor.role === 'PropertyManager' || actor.role === 'PropertyTenant';

/**
 * Tenants report at the premises they rent (and must be linked to it), or at a common area of a
 * property they live in (no premises).
 */
export const reportsAtOwnPremises = (actor: Actor) => actor.role === 'PropertyTenant';

/** PUT edits fields: admins and the organisation's managers. */
export const canEditReport = (actor: Actor, r: KnownReportFacts) => isStaffOf(actor, r);

export const canDeleteReport = (actor: Actor, r: KnownReportFacts) => isStaffOf(actor, r);

/** Timeline notes: staff, the reporting tenant, and the contractor working on it. */
export const canAddNote = (actor: Actor, r: KnownReportFacts) =>
  isStaffOf(actor, r) || isReporter(actor, r) || isOwnContractor(actor, r);

/**
 * Planning, moving and cancelling the visit: the report's contractor, and staff booking on
 * their behalf (docs/PRODUCT.md "Visits"). Whether the status allows it is the lifecycle's part.
 */
export const canPlanVisit = (actor: Actor, r: KnownReportFacts) =>
  isStaffOf(actor, r) || isOwnContractor(actor, r);

/** Submit or revise the quote: the contractor doing the work, while it is in progress. */
export const canSubmitQuote = (actor: Actor, r: KnownReportFacts) =>
  isOwnContractor(actor, r) && r.status === 'InProgress';

/** Approve or reject the quote: the organisation's staff, while the work is in progress. */
export const canDecideQuote = (actor: Actor, r: KnownReportFacts) =>
  isStaffOf(actor, r) && r.status === 'InProgress';

/**
 * Sending the errand to an outside contractor's email, and listing, resending and withdrawing
 * its work-order links (docs/decisions/0047-work-order-links.md): the organisation's staff.
 */
export const sendsWorkOrders = (actor: Actor, r: KnownReportFacts) => isStaffOf(actor, r);

/** Accept (a contractor takes a market report) or assign (staff pick the contractor). */
export function acceptMode(actor: Actor, r: KnownReportFacts): 'accept' | 'assign' | null {
  if (isStaffOf(actor, r)) return 'assign';
  if (actor.role === 'Contractor' && actor.contractorId) return 'accept';
  return null;
}

/** The caller's part in the lifecycle table for this report, or null when they have none. */
export function lifecycleActor(actor: Actor, r: KnownReportFacts): LifecycleActor | null {
  if (isStaffOf(actor, r)) return actor.role as Extract<Role, 'Admin' | 'PropertyManager'>;
  if (isOwnContractor(actor, r)) return 'Contractor';
  if (isReporter(actor, r)) return 'reporter';
  return null;
}

/**
 * Listing the reports of a contractor named by email: not for tenants (403); a
 * contractor finds only themselves (the contractor scope answers 404 for others).
 */
export const mayListByContractor = (actor: Actor) =>
  actor.role === 'Admin' || actor.role === 'PropertyManager' || actor.role === 'Contractor';

/**
 * What the caller may do with a report they can see: the same rules the service enforces.
 * `rate` depends on the report's rating as well and is added by the detail (ratings.policy.ts).
 */
export function reportCapabilities(actor: Actor, r: ReportFacts): Omit<ReportCapabilities, 'rate'> {
  const mode = acceptMode(actor, r);
  const acceptable = acceptOutcome(r.status, r.contractorId) === 'ok';
  const who = lifecycleActor(actor, r);
  return {
    edit: canEditReport(actor, r),
    delete: canDeleteReport(actor, r),
    accept: mode === 'accept' && acceptable,
    assign: mode === 'assign' && acceptable,
    note: canAddNote(actor, r),
    // Staff and the assigned contractor (report-notes.policy.ts); the reporter writes messages only.
    internalNote: canAddNote(actor, r) && lifecycleActor(actor, r) !== 'reporter',
    moves: who
      ? moves
          .filter((m) => m.from === r.status && mayMake(m, who))
          .map((m) => ({ to: m.to, reasonRequired: requiresNote(m, who) }))
      : [],
    planVisit: canPlanVisit(actor, r) && r.status === 'InProgress',
    submitQuote: canSubmitQuote(actor, r),
    decideQuote: canDecideQuote(actor, r),
    workOrders: sendsWorkOrders(actor, r),
  };
}
