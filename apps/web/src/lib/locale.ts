import type { Locale } from '@app/i18n';

/**
 * The locales (docs/PRODUCT.md, "Interface") for the browser. Kept apart from @app/i18n's
 * runtime, which imports every catalogue of both languages.
 */
export const DEFAULT_LOCALE: Locale = 'sv';
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'sv' || value === 'en';
}
