import type { AuthUser } from '../auth/auth-user';

/**
 * Who is asking, as far as authorization cares. An AuthUser fits; so does a
 * hand-made actor (the assistant's tools, demo data, tests).
 */
export type Actor = Pick<AuthUser, 'id' | 'role' | 'organisationId' | 'contractorId'> & {
  /**
   * Set when the caller is the holder of a capability link (errand-links.policy.ts), not a
   * signed-in user: everything they may read or do is then limited to the link's one errand.
   */
  link?: LinkHolder;
};

/**
 * The holder of a capability link (docs/decisions/0041-public-reporting-and-capability-links.md):
 * someone without an account who may act on exactly one errand of one organisation, for one
 * purpose.
 */
export interface LinkHolder {
  purpose: 'follow' | 'work_order';
  reportId: string;
  organisationId: string;
}

/** Whether the errand `r` is the one the caller's link opens (always true for a signed-in user). */
export const withinLink = (actor: Actor, r: { id?: string; organisationId?: string }) =>
  !actor.link || (r.id === actor.link.reportId && r.organisationId === actor.link.organisationId);

/** The account a timeline entry or upload is written under: none for a link holder. */
export const accountIdOf = (actor: Actor): string | null => (actor.link ? null : actor.id);

/** The four things one can do to a record; reading is decided by scopes, not by `can`. */
export type WriteAction = 'create' | 'update' | 'delete';

export const isAdmin = (actor: Actor) => actor.role === 'Admin';
export const isManager = (actor: Actor) => actor.role === 'PropertyManager' && !!actor.organisationId;
export const isTenant = (actor: Actor) => actor.role === 'PropertyTenant' && !!actor.organisationId;
export const isContractor = (actor: Actor) => actor.role === 'Contractor' && !!actor.contractorId;

/** Admins and property managers: the people who run organisations' records. */
export const isOrgStaff = (actor: Actor) => isAdmin(actor) || isManager(actor);

/** The tenant who wrote the report, in the report's organisation. */
export function isReporter(actor: Actor, r: { organisationId: string; reporterId?: string | null }): boolean {
  return (
    isTenant(actor) &&
    actor.organisationId === r.organisationId &&
    !!r.reporterId &&
    r.reporterId === actor.id
  );
}

/** Admin, or the manager of `organisationId`: may write that organisation's records. */
export function managesOrganisation(actor: Actor, organisationId: string | null | undefined): boolean {
  if (isAdmin(actor)) return true;
  return isManager(actor) && !!organisationId && actor.organisationId === organisationId;
}
