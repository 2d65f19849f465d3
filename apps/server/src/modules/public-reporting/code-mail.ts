import { type Locale, translate } from '@app/i18n';
import { escapeHtml } from '../../mail/templates';

/** The one-time code mail: the code itself stands out; there is no link to follow. */
export function renderCodeMail(locale: Locale, code: string, place: string) {
  const t = (key: string) => translate(locale, key, { code, place });
  const k = 'publicReport.mail.code';
  const subject = t(`${k}.subject`);
  const text = [
    t('mail.greeting'),
    '',
    t(`${k}.intro`),
    '',
    `${t(`${k}.code`)}: ${code}`,
    '',
    t(`${k}.expiry`),
    t('mail.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const h = (key: string) => escapeHtml(t(key));
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${h('mail.greeting')}</p>
<p>${h(`${k}.intro`)}</p>
<p>${h(`${k}.code`)}: <strong style="font-size: 24px; letter-spacing: 4px">${escapeHtml(code)}</strong></p>
<p style="font-size: 13px; color: #555">${h(`${k}.expiry`)} ${h('mail.ignore')}</p>
<p>${h('mail.signature')}</p>
</body></html>
`;
  return { subject, text, html };
}
