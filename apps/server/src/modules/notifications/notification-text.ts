import type { Language, NotificationData, NotificationKind, Role } from '@app/contract';
import { translate } from '@app/i18n';
import { escapeHtml, type RenderedMail } from '../../mail/templates';

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
  const base = role === 'Admin' ? '/admin' : role === 'Contractor' ? '/contractor' : '/panel';
  return `${base}/errands/${reportId}`;
}

export interface MailItem {
  line: string;
  link: string;
  phone?: string | null;
  /** How to get in, only in mails to those who may read it (authz/report-fields.policy.ts). */
  access?: string | null;
}

/**
 * A notification mail: one or more lines with a link to each errand, and the
 * unsubscribe link that turns off this kind of mail only. Every value is escaped in HTML.
 */
export function renderNotificationMail(
  locale: Language,
  subject: string,
  intro: string | null,
  items: MailItem[],
  unsubscribeLink: string,
): RenderedMail {
  const t = (key: string, vars?: Record<string, string>) => translate(locale, key, vars);
  const text = [
    t('mail.greeting'),
    '',
    ...(intro ? [intro, ''] : []),
    ...items.flatMap((i) => [
      i.line,
      ...(i.phone ? [t('notifications.mail.phone', { phone: i.phone })] : []),
      ...(i.access ? [t('notifications.mail.access', { access: i.access })] : []),
      `${t('notifications.mail.open')}: ${i.link}`,
      '',
    ]),
    t('mail.signature'),
    '',
    `${t('notifications.mail.why')} ${t('notifications.mail.unsubscribe')}: ${unsubscribeLink}`,
  ].join('\n');
  const h = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${h(t('mail.greeting'))}</p>
${intro ? `<p>${h(intro)}</p>` : ''}
${items
  .map(
    (
      i,
    ) => `<p><strong>${h(i.line)}</strong>${i.phone ? `<br>${h(t('notifications.mail.phone', { phone: i.phone }))}` : ''}${i.access ? `<br>${h(t('notifications.mail.access', { access: i.access }))}` : ''}<br>
<a href="${h(i.link)}">${h(t('notifications.mail.open'))}</a></p>`,
  )
  .join('\n')}
<p>${h(t('mail.signature'))}</p>
<p style="font-size: 12px; color: #555">${h(t('notifications.mail.why'))} <a href="${h(unsubscribeLink)}">${h(t('notifications.mail.unsubscribe'))}</a></p>
</body></html>
`;
  return { subject, text, html };
}
