import type { Locale } from '@app/i18n';
import { api } from './api';
import { setLocale } from './i18n';
import { getStoredUser } from './user-store';

/**
 * Switches the site language on this device and, when someone is signed in,
 * saves it to their account (`locale`), so the mails they get follow it too.
 * A failed save leaves the device's choice in place; the next switch tries again.
 */
export function chooseSiteLanguage(locale: Locale): void {
  void setLocale(locale);
  if (getStoredUser()) api.post('/api/auth/add-metadata-to-user', { metadata: { locale } }).catch(() => {});
}
