import type { SqlParams } from '../lib/sql';
import { type Actor, isContractor, isManager, managesOrganisation } from './actor';

/**
 * An organisation's reminder settings: its managers and admins read and change
 * them; a member of the organisation without that right gets 403, anyone else
 * 404 (another organisation's records do not exist for them).
 */
export function reminderSettingsAccess(actor: Actor, organisationId: string): 'write' | 'forbidden' | 'none' {
  if (managesOrganisation(actor, organisationId)) return 'write';
  return actor.organisationId === organisationId ? 'forbidden' : 'none';
}

/**
 * Who hears of an errand as one of its organisation's managers (new, done, handed back,
 * overdue and hazardous errands): that organisation's property managers. Admins run every
 * organisation and read it in the to-do list instead of the bell.
 */
export const hearsAsManager = (user: Actor, organisationId: string) =>
  isManager(user) && user.organisationId === organisationId;

/** A contractor audience (the one holding the errand, the trade's marketplace) holds contractors only. */
export const hearsAsContractor = (user: Actor) => isContractor(user);

/** SQL over users alias `u`: the managers `hearsAsManager` names, so the lookup uses the (organisation, role) index. */
export function managersAudienceSql(p: SqlParams, organisationId: string, u = 'u'): string {
  return `(${u}.role = 'PropertyManager' AND ${u}.organisation_id = ${p.add(organisationId)})`;
}
