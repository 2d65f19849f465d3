import { type Actor, isAdmin } from './actor';

/*
 * Where the assistant (and the report form) lets someone report. Everyone but an admin reports
 * at places of their own; an admin runs every organisation and names the property by its address.
 */

/** Chooses among their own places: everyone but an admin, who finds the property by address. */
export const choosesOwnPlace = (actor: Actor) => !isAdmin(actor);

/** Reports at the premises they rent rather than at whole properties: a tenant. */
export const reportsAtRentedPremises = (actor: Actor) => actor.role === 'PropertyTenant';
