import type { SqlParams } from '../lib/sql';
import { type Actor, isOrgStaff } from './actor';
import { orgStaffScope } from './scope';

/**
 * The managers' to-do list (docs/PRODUCT.md "Needs action"): staff only. Tenants and
 * contractors get 403, as for statistics; the list is never theirs, whatever they ask.
 */
export const mayReadNeedsAction = (actor: Actor) => isOrgStaff(actor);

/**
 * The reports the list counts, over an organisation column: admins every organisation (or the
 * one they chose), managers their own (another organisation's id was answered 404 before).
 */
export function needsActionScope(
  actor: Actor,
  p: SqlParams,
  column: string,
  organisationId: string | undefined,
): string {
  const scope = orgStaffScope(actor, p, column);
  return organisationId ? `(${scope} AND ${column} = ${p.add(organisationId)})` : scope;
}
