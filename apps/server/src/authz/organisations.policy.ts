import { type Actor, isAdmin, isManager, isTenant } from './actor';
import type { ResourcePolicy } from './policy';
import { ALLOW, DENY } from './scope';

/**
 * Organisations: Admin all. Managers read and update their own (name, report
 * language). Tenants read their own (the settings page shows its report language).
 * Contractors belong to no organisation.
 */
export const organisationPolicy: ResourcePolicy<{ id?: string }> = {
  mayList: (actor) => isAdmin(actor) || isManager(actor) || isTenant(actor),
  scope(actor, p, o) {
    if (isAdmin(actor)) return ALLOW;
    if (isManager(actor) || isTenant(actor)) return `${o}.id = ${p.add(actor.organisationId)}`;
    return DENY;
  },
  can(actor: Actor, action, record) {
    if (isAdmin(actor)) return true;
    return action === 'update' && isManager(actor) && record.id === actor.organisationId;
  },
};
