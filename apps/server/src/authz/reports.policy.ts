import type { ReportStatus, Role } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';
import type { LifecycleActor } from '../modules/reports/lifecycle';
import { type Actor, isContractor, managesOrganisation } from './actor';

/**
 * Who may do what with a report (product.md "Roles"), deny by default. The
 * service asks these questions; records the caller may not see answer 404,
 * actions on visible records the caller may not take answer 403.
 */

export type ReportActor = Actor & Partial<Pick<AuthUser, 'name' | 'email'>>;

/** The facts of a report the rules look at. */
export interface ReportFacts {
  organisationId: string;
  reporter: string | null;
  contractorId: string | null;
  status: ReportStatus;
  trade: string;
}

/**
 * How much of a report the caller sees: `full`, `market` (a contractor looking
 * at an Open unassigned report of their trade: no reporter personal data) or `none`.
 */
export type ReportAccess = 'full' | 'market' | 'none';

const isStaffOf = (actor: ReportActor, r: ReportFacts) => managesOrganisation(actor, r.organisationId);

const isOwnContractor = (actor: ReportActor, r: ReportFacts) =>
  isContractor(actor) && actor.contractorId === r.contractorId;

export const isInMarket = (r: Pick<ReportFacts, 'status' | 'contractorId'>) =>
  r.status === 'Open' && r.contractorId === null;

/** `contractorTrade` is the trade of the caller's contractor record (contractors only). */
export function reportAccess(
  actor: ReportActor,
  r: ReportFacts,
  contractorTrade?: string | null,
): ReportAccess {
  if (isStaffOf(actor, r)) return 'full';
  if (actor.role === 'PropertyTenant')
    return actor.organisationId === r.organisationId && r.reporter === actor.id ? 'full' : 'none';
  if (actor.role === 'Contractor') {
    if (isOwnContractor(actor, r)) return 'full';
    if (contractorTrade && isInMarket(r) && r.trade === contractorTrade) return 'market';
  }
  return 'none';
}

/** Creating reports at all (where is checked against the caller's properties and premises). */
export const canCreateReports = (actor: ReportActor) => actor.role !== 'Contractor';

/** PUT edits fields: admins and the organisation's managers. */
export const canEditReport = (actor: ReportActor, r: ReportFacts) => isStaffOf(actor, r);

export const canDeleteReport = (actor: ReportActor, r: ReportFacts) => isStaffOf(actor, r);

/** Timeline notes: staff, the reporting tenant, and the contractor working on it. */
export const canAddNote = (actor: ReportActor, r: ReportFacts) =>
  isStaffOf(actor, r) ||
  (actor.role === 'PropertyTenant' && r.reporter === actor.id && actor.organisationId === r.organisationId) ||
  isOwnContractor(actor, r);

/** Accept (a contractor takes a market report) or assign (staff pick the contractor). */
export function acceptMode(actor: ReportActor, r: ReportFacts): 'accept' | 'assign' | null {
  if (isStaffOf(actor, r)) return 'assign';
  if (actor.role === 'Contractor' && actor.contractorId) return 'accept';
  return null;
}

/** The caller's part in the lifecycle table for this report, or null when they have none. */
export function lifecycleActor(actor: ReportActor, r: ReportFacts): LifecycleActor | null {
  if (isStaffOf(actor, r)) return actor.role as Extract<Role, 'Admin' | 'PropertyManager'>;
  if (isOwnContractor(actor, r)) return 'Contractor';
  if (actor.role === 'PropertyTenant' && r.reporter === actor.id && actor.organisationId === r.organisationId)
    return 'reporter';
  return null;
}

/** Which reports a list may contain, as data the repository turns into SQL. */
export type ReportListScope =
  | { kind: 'all' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'reporter'; organisationId: string; reporterId: string }
  | { kind: 'contractor'; contractorId: string | null; marketTrade: string | null }
  | { kind: 'nothing' };

/**
 * Contractors choose `mine` (default: reports assigned to them), `market`
 * (Open unassigned reports of their trade) or `all` (both).
 */
export function reportListScope(
  actor: ReportActor,
  requested: 'mine' | 'market' | 'all' | undefined,
  contractorTrade: string | null,
): ReportListScope {
  switch (actor.role) {
    case 'Admin':
      return { kind: 'all' };
    case 'PropertyManager':
      return actor.organisationId
        ? { kind: 'organisation', organisationId: actor.organisationId }
        : { kind: 'nothing' };
    case 'PropertyTenant':
      return actor.organisationId
        ? { kind: 'reporter', organisationId: actor.organisationId, reporterId: actor.id }
        : { kind: 'nothing' };
    case 'Contractor': {
      if (!actor.contractorId) return { kind: 'nothing' };
      const scope = requested ?? 'mine';
      return {
        kind: 'contractor',
        contractorId: scope === 'market' ? null : actor.contractorId,
        marketTrade: scope === 'mine' ? null : contractorTrade,
      };
    }
    default:
      return { kind: 'nothing' };
  }
}
