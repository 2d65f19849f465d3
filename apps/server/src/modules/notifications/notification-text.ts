import type { Language, NotificationData, NotificationKind, Role } from '@app/contract';
import { translate } from '@app/i18n';
import { linkHomeFor } from '../../authz/notifications.policy';
import { ORGANISATION_TIME_ZONE } from '../../lib/org-time';

/** The one line a notification reads as, in the app and as a mail's subject. */
export function notificationLine(locale: Language, kind: NotificationKind, data: NotificationData): string {
  return translate(locale, `notifications.kinds.${kind}`, {
    title: data.title ?? '',
    company: data.contractorName ?? '',
    status: data.status ? translate(locale, `enums.status.${data.status}`) : '',
    when: data.visitStartsAt ? visitTime(locale, data.visitStartsAt) : '',
  });
}

/**
 * A visit's start as the web app writes a date and time ("23 nov. 2026 14:00"), in Swedish
 * time: mails are read away from the app, so the time zone is the properties', not the server's.
 */
export function visitTime(locale: Language, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ORGANISATION_TIME_ZONE,
  }).format(new Date(iso));
}

/** Where a role opens an errand in the web app (the signed-in groups of the web's page list). */
export function errandPath(role: Role, reportId: string): string {
  return `${linkHomeFor(role)}/errands/${reportId}`;
}
