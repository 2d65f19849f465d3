import type { Locale } from '@app/i18n';
import { escapeHtml, framedMail } from '../../mail/templates';

/** The one-time code mail: the code itself stands out; there is no link to follow. */
export function renderCodeMail(locale: Locale, code: string, place: string) {
  const k = 'publicReport.mail.code';
  return framedMail(locale, k, { code, place }, (t, h) => ({
    text: `${t(`${k}.code`)}: ${code}`,
    html: `<p>${h(`${k}.code`)}: <strong style="font-size: 24px; letter-spacing: 4px">${escapeHtml(code)}</strong></p>`,
  }));
}
