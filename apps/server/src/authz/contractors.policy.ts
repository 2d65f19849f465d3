import { type Actor, isAdmin, isContractor, isManager, isTenant } from './actor';
import type { ResourcePolicy } from './policy';
import { ALLOW, DENY } from './scope';

/**
 * Contractors are not owned by an organisation. Admin: CRUD. Managers read the shared ones, and
 * the outside contractors their organisation sent a work order to (known to that organisation
 * alone, migration 0039) or that hold one of its errands. A contractor reads and updates their
 * own profile only. A tenant reads the contractors holding reports the tenant wrote, and only
 * their name and trade (see `contractorSeesContactDetails`).
 */
export const contractorPolicy: ResourcePolicy<{ id?: string }> = {
  mayList: () => true,
  scope(actor, p, alias) {
    if (isAdmin(actor)) return ALLOW;
    if (isManager(actor)) {
      const org = p.add(actor.organisationId);
      return `(${alias}.known_to_organisation_id IS NULL OR ${alias}.known_to_organisation_id = ${org}
               OR EXISTS (SELECT 1 FROM errand_links l WHERE l.contractor_id = ${alias}.id AND l.organisation_id = ${org}))`;
    }
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
