import type { NotificationKind, Role } from '@app/contract';
import type { SqlParams } from '../lib/sql';
import { type Actor, isAdmin, isContractor, isManager, isTenant, managesOrganisation } from './actor';

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

/** Where a role's errand pages start in the web app (its signed-in group of pages): admins, contractors, everyone else. */
export function linkHomeFor(role: Role): string {
  return role === 'Admin' ? '/admin' : role === 'Contractor' ? '/contractor' : '/panel';
}

/** What a reporter hears of their own errand (modules/notifications/notify-rules.ts, `to: 'reporter'`). */
const reporterKinds: readonly NotificationKind[] = [
  'report_accepted',
  'report_visit',
  'report_status',
  'report_message',
  'report_done',
  'report_closed',
  'visit_reminder',
  'visit_proposed',
];

/**
 * The kinds a user can be told of, so their settings offer a mail switch for those only: a
 * reporter hears of their errands, a manager also of what needs them (and reports errands
 * too), a contractor of the marketplace, work given to them and work sent back; an
 * administrator of the errands they file.
 */
export function notificationKindsFor(actor: Actor): readonly NotificationKind[] {
  if (isManager(actor))
    return [
      'report_new',
      'report_unaccepted',
      'report_done',
      'report_handed_back',
      'report_overdue',
      'report_hazard',
      ...reporterKinds.filter((k) => k !== 'report_done'),
    ];
  if (isContractor(actor))
    return [
      'market_new',
      'report_assigned',
      'report_status',
      'report_visit',
      'visit_reminder',
      'visit_declined',
    ];
  // Administrators hear of the errands they file, as any reporter: the managers' audience is an
  // organisation's managers and the marketplace is contractors', so no other switch would work.
  if (isTenant(actor) || isAdmin(actor)) return reporterKinds;
  return [];
}
