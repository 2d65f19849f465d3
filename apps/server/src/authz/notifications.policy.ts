import { type Actor, managesOrganisation } from './actor';

/**
 * An organisation's reminder settings: its managers and admins read and change
 * them; a member of the organisation without that right gets 403, anyone else
 * 404 (another organisation's records do not exist for them).
 */
export function reminderSettingsAccess(actor: Actor, organisationId: string): 'write' | 'forbidden' | 'none' {
  if (managesOrganisation(actor, organisationId)) return 'write';
  return actor.organisationId === organisationId ? 'forbidden' : 'none';
}
