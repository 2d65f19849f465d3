import { type Locale, translate } from '@app/i18n';

export type MailKind =
  | 'invite'
  | 'invite_existing'
  | 'reset'
  | 'email_change'
  | 'public_follow'
  | 'work_order';
/** Where each kind's texts are in the catalogues. */
const KEYS: Record<MailKind, string> = {
  invite: 'mail.invite',
  invite_existing: 'mail.inviteExisting',
  reset: 'mail.reset',
  email_change: 'mail.emailChange',
  public_follow: 'publicReport.mail.follow',
  work_order: 'publicReport.mail.workOrder',
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The part a framed mail is for (its action link, its code), as text and as escaped HTML. */
export type MailMiddle = (
  t: (key: string) => string,
  h: (key: string) => string,
) => { text: string; html: string };

/**
 * The frame of every mail sent for one purpose: the greeting, the catalogue's `<k>.subject` and
 * `<k>.intro`, what the mail is for (`middle`), `<k>.expiry` with the note to ignore it, the
 * signature. `t` translates with `vars`; `h` does so and escapes the result for the HTML part.
 */
export function framedMail(
  locale: Locale,
  k: string,
  vars: Record<string, string>,
  middle: MailMiddle,
): RenderedMail {
  const t = (key: string) => translate(locale, key, vars);
  // Catalogue text and values alike are escaped: nothing reaches the HTML unescaped.
  const h = (key: string) => escapeHtml(t(key));
  const subject = t(`${k}.subject`);
  const part = middle(t, h);
  const text = [
    t('mail.greeting'),
    '',
    t(`${k}.intro`),
    '',
    part.text,
    '',
    t(`${k}.expiry`),
    t('mail.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${h('mail.greeting')}</p>
<p>${h(`${k}.intro`)}</p>
${part.html}
<p style="font-size: 13px; color: #555">${h(`${k}.expiry`)} ${h('mail.ignore')}</p>
<p>${h('mail.signature')}</p>
</body></html>
`;
  return { subject, text, html };
}

/**
 * A mail from the catalogue's <kind>.{subject,intro,action,expiry} strings (`KEYS`):
 * plain text plus a simple HTML part in which every interpolated value is escaped.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  vars: Record<string, string> & { link: string },
): RenderedMail {
  const k = KEYS[kind];
  const link = escapeHtml(vars.link);
  return framedMail(locale, k, vars, (t, h) => ({
    text: `${t(`${k}.action`)}: ${vars.link}`,
    html: `<p><a href="${link}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">${h(`${k}.action`)}</a></p>
<p style="font-size: 13px">${link}</p>`,
  }));
}
