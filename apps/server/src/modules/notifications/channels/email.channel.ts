import type { Language } from '@app/contract';
import { translate } from '@app/i18n';
import type { Deps } from '../../../deps';
import { queueMails } from '../../../mail/delivery';
import type { OutgoingMail } from '../../../mail/outbox.repo';
import { escapeHtml, type RenderedMail } from '../../../mail/templates';
import { unsubscribeToken } from '../unsubscribe-token';
import type { MessageItem, NotificationChannel, NotificationMessage } from './channel';

/**
 * Mail: each message becomes a mail in the outbox, its delivery a job of the queue
 * (mail/delivery.ts), with a link that turns off mails of the message's kind.
 */
export function emailChannel(deps: Pick<Deps, 'config' | 'jwtSecret'>): NotificationChannel {
  function mailOf(m: NotificationMessage): OutgoingMail {
    const token = unsubscribeToken(deps.jwtSecret, m.to.id, m.kind);
    const link = `${deps.config.publicUrl}/auth/unsubscribe?token=${token}`;
    return {
      to: m.to.email,
      kind: m.kind,
      link,
      calendar: m.calendar ?? null,
      ...renderNotificationMail(m.to.locale, m.subject, m.intro, m.items, link),
    };
  }
  return {
    kind: 'email',
    // Always on: without SMTP_URL the outbox is the destination and the link is logged.
    enabled: true,
    deliver: (q, messages, now) => queueMails(q, messages.map(mailOf), now),
  };
}

/**
 * A notification mail: one or more lines with a link to each errand, and the
 * unsubscribe link that turns off this kind of mail only. Every value is escaped in HTML.
 */
function renderNotificationMail(
  locale: Language,
  subject: string,
  intro: string | null,
  items: readonly MessageItem[],
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
