import type { Language, NotificationData, NotificationKind, Role } from '@app/contract';
import { translate } from '@app/i18n';
import { linkHomeFor } from '../../authz/notifications.policy';

/** The one line a notification reads as, in the app and as a mail's subject. */
export function notificationLine(locale: Language, kind: NotificationKind, data: NotificationData): string {
  return translate(locale, `notifications.kinds.${kind}`, {
    title: data.title ?? '',
    company: data.contractorName ?? '',
    status: data.status ? translate(locale, `enums.status.${data.status}`) : '',
  });
}

/** Where a role opens an errand in the web app (the signed-in groups of the web's page list). */
export function errandPath(role: Role, reportId: string): string {
  return `${linkHomeFor(role)}/errands/${reportId}`;
}
