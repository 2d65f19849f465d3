import { type Actor, managesOrganisation } from './actor';

/**
 * Reporting without an account (docs/decisions/0041-public-reporting-and-capability-links.md):
 * who may hand out a place's public code and switch public reporting at a property. Both are
 * the organisation's staff, the same people who edit the place.
 */

/** Reads (and on first ask creates) a place's public code and prints its sign. */
export const managesPlaceSigns = (actor: Actor, place: { organisationId: string }) =>
  managesOrganisation(actor, place.organisationId);

/** Turns public reporting on or off at a property. */
export const switchesPublicReporting = (actor: Actor, property: { organisationId: string }) =>
  managesOrganisation(actor, property.organisationId);
