/**
 * Authorization: the one place that decides who may read and write what. Deny by default.
 *
 * Reading is a *scope*: `scope(actor, 'property', p, 'pr')` returns an SQL condition
 * (parameters go into the statement's SqlParams) that repositories AND into every
 * list and lookup, so a record outside the caller's reach is simply not found and
 * answers 404, the same as an id that does not exist (ids cannot be probed:
 * docs/PRODUCT.md "Roles and rights").
 *
 * Writing is `assertCan(actor, action, resource, record)` on a record the caller has
 * already looked up within their scope:
 *   - record undefined (not found or outside the scope)  → AppError('not_found') 404
 *   - record visible but the action is not the caller's   → AppError('forbidden') 403
 * For `create` the record is the target the body names (e.g. `{ organisationId }`).
 * `assertCanList` refuses a role that may not use a resource at all (403).
 *
 * Reports (`reports.policy.ts`) have richer rules than create/update/delete: a read
 * access level (full or marketplace), the lifecycle, and a `can` block for the client;
 * the same file holds their SQL scope. Users (`users.policy.ts`) decide who manages
 * which accounts and the signed-in user's `can` block.
 *
 * Adding a resource: write `authz/<resource>.policy.ts` exporting a ResourcePolicy
 * (mayList, scope, can; build scopes from the helpers in scope.ts and actor.ts),
 * add it to `policies` below, and make its repository AND the scope into every query.
 */
import { AppError } from '../http/errors';
import type { SqlParams } from '../lib/sql';
import type { Actor, WriteAction } from './actor';
import { contractorPolicy } from './contractors.policy';
import { equipmentPolicy } from './equipment.policy';
import { organisationPolicy } from './organisations.policy';
import { premisesPolicy } from './premises.policy';
import { propertyPolicy } from './properties.policy';

export * from './accounts.policy';
export * from './actor';
export * from './assistant.policy';
export * from './attachments.policy';
export * from './audit.policy';
export * from './calendar.policy';
export { contractorSeesContactDetails, editsContractorTradeAndEmail } from './contractors.policy';
export * from './errand-links.policy';
export * from './hub.policy';
export * from './integrations.policy';
export { choosesPlaceOrganisation, mayCreatePlaces, seesPremisesTenants } from './place-policy';
export type { ResourcePolicy } from './policy';
export { premisesTenantSql } from './premises.policy';
export * from './public-reporting.policy';
export * from './report-contact.policy';
export * from './report-fields.policy';
export * from './report-list.policy';
export * from './report-notes.policy';
export * from './reporting.policy';
export * from './reports.policy';
export * from './scope';
export * from './users.policy';
export * from './visit-times.policy';

export const policies = {
  organisation: organisationPolicy,
  property: propertyPolicy,
  premises: premisesPolicy,
  equipment: equipmentPolicy,
  contractor: contractorPolicy,
};
export type Resource = keyof typeof policies;
type RecordOf<K extends Resource> = Parameters<(typeof policies)[K]['can']>[2];

/** SQL condition over `alias` limiting `resource` rows to what `actor` may read. */
export function scope(actor: Actor, resource: Resource, p: SqlParams, alias: string): string {
  return `(${policies[resource].scope(actor, p, alias)})`;
}

export function can<K extends Resource>(
  actor: Actor,
  action: WriteAction,
  resource: K,
  record: RecordOf<K>,
): boolean {
  const policy = policies[resource] as { can(a: Actor, x: WriteAction, r: RecordOf<K>): boolean };
  return policy.can(actor, action, record);
}

/** 404 when the record is invisible (undefined), 403 when visible but not writable; else the record. */
export function assertCan<K extends Resource, R extends RecordOf<K>>(
  actor: Actor,
  action: WriteAction,
  resource: K,
  record: R | undefined,
): R {
  if (record === undefined) throw new AppError('not_found');
  if (!can(actor, action, resource, record)) throw new AppError('forbidden');
  return record;
}

/** 403 for a role that may not use `resource` at all (e.g. contractors and organisations). */
export function assertCanList(actor: Actor, resource: Resource): void {
  if (!policies[resource].mayList(actor)) throw new AppError('forbidden');
}
