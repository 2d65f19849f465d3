import { accountTies, type Role } from '@app/contract';
import type { Actor } from './actor';

/*
 * New accounts (invitations, registration, the first start): which organisation, premises or
 * contractor record an account of each role is tied to (the contract's accountTies), and who
 * may choose the organisation.
 */

/** An account of `role` joins one organisation: managers and tenants; the others belong to none. */
export const joinsOrganisation = (role: Role) => accountTies(role).organisation;

/** An account of `role` may be linked to the premises it rents: tenants. */
export const rentsPremises = (role: Role) => accountTies(role).premises;

/** An account of `role` acts for a contractor record: contractors. */
export const actsForContractor = (role: Role) => accountTies(role).contractor;

/** Invites only into their own organisation, and only its roles: a property manager. */
export const invitesIntoOwnOrganisation = (actor: Actor) => actor.role === 'PropertyManager';

/** The role of the first account of an empty installation: an administrator. */
export const FIRST_ACCOUNT_ROLE: Role = 'Admin';
