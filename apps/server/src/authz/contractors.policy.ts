import { type Actor, isAdmin, isContractor, isManager, isTenant } from './actor';
import type { ResourcePolicy } from './policy';
import { ALLOW, DENY } from './scope';

/**
 * Which contractor records (`alias`) the managers of organisation `org` (an SQL expression) read:
 * the shared ones (made by an administrator), the outside contractors known to the organisation
 * (it made the record for a work order, migration 0039), and any that hold one of its errands.
 * Merely sending a work order to an address another organisation made a record for grants
 * nothing: the link shows the name the sender typed (migration 0040). A record made for a work
 * order whose organisation was deleted is no longer known to any, and is not shared either.
 */
export function contractorReadableByOrganisation(alias: string, org: string): string {
  return `((${alias}.known_to_organisation_id IS NULL AND NOT ${alias}.made_for_work_order)
           OR ${alias}.known_to_organisation_id = ${org}
           OR EXISTS (SELECT 1 FROM reports held
                      WHERE held.contractor_id = ${alias}.id AND held.organisation_id = ${org}))`;
}

/**
 * Contractors are not owned by an organisation. Admin: CRUD. Managers read what
 * `contractorReadableByOrganisation` grants their organisation. A contractor reads and updates their
 * own profile only. A tenant reads the contractors holding reports the tenant wrote, and only
 * their name and trade (see `contractorSeesContactDetails`).
 */
export const contractorPolicy: ResourcePolicy<{ id?: string }> = {
  mayList: () => true,
  scope(actor, p, alias) {
    if (isAdmin(actor)) return ALLOW;
    if (isManager(actor)) return contractorReadableByOrganisation(alias, p.add(actor.organisationId));
    if (isContractor(actor)) return `${alias}.id = ${p.add(actor.contractorId)}`;
    if (isTenant(actor))
      return `EXISTS (SELECT 1 FROM reports r WHERE r.contractor_id = ${alias}.id
                      AND r.reporter_id = ${p.add(actor.id)})`;
    return DENY;
  },
  can(actor: Actor, action, record) {
    if (isAdmin(actor)) return true;
    return action === 'update' && isContractor(actor) && record.id === actor.contractorId;
  },
};

/** A contractor's trade and email (what the marketplace and the sign-in rely on): Admin only. */
export const editsContractorTradeAndEmail = (actor: Actor) => isAdmin(actor);

/** Phone, email, description and the sign-in link: everyone who may read a contractor except tenants. */
export const contractorSeesContactDetails = (actor: Actor) => !isTenant(actor);
