import type { Locale } from '@app/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { byNamespace, type Catalogue } from './i18n-bundle';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale } from './locale';
import { STORAGE_KEYS } from './storage';

/**
 * i18next over the sv/en catalogues of packages/i18n. Swedish (the default,
 * docs/PRODUCT.md, "Interface") ships with the app, but only the namespaces the sign-in pages and
 * the frame need; the rest (i18n-sv-app.ts) loads before the first signed-in
 * page. English loads as one chunk when it is chosen, so the first page does
 * not download both languages.
 */
const swedishShell = byNamespace(
  import.meta.glob<Catalogue>(
    '../../../../packages/i18n/src/sv/{auth,authPages,common,errors,fieldErrors,languages,nav}.json',
    { eager: true, import: 'default' },
  ),
);

export function storedLocale(): Locale {
  const value = localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

let english: Promise<void> | undefined;
function loadEnglish(): Promise<void> {
  english ??= import('./i18n-en').then((mod) => {
    i18next.addResourceBundle('en', 'translation', mod.default, true, true);
  });
  return english;
}

/** The namespaces that ship with the entry (checked against the catalogue by i18n-split.test.ts). */
export const SHELL_NAMESPACES = Object.keys(swedishShell);

let swedishApp: Promise<void> | undefined;
/** Loads the signed-in app's Swedish namespaces (once); pages and layouts await it before rendering. */
export function loadAppCatalogue(): Promise<void> {
  swedishApp ??= import('./i18n-sv-app').then((mod) => {
    i18next.addResourceBundle('sv', 'translation', mod.default, true, true);
  });
  return swedishApp;
}

/** Shows the site in `locale` (`<html lang>` follows), its catalogue loaded first. */
async function show(locale: Locale): Promise<void> {
  if (locale === 'en') await loadEnglish();
  await i18next.changeLanguage(locale);
}

/** Switches the site language, stored as the visitor's choice (`locale`). */
export async function setLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  await show(locale);
}

/**
 * Shows the site in `locale` when the visitor has not chosen a language here, without storing it:
 * a page opened from a mail follows the mail's language, and a choice made on the site still wins.
 */
export async function followLocaleUnlessChosen(locale: Locale): Promise<void> {
  if (!isLocale(localStorage.getItem(STORAGE_KEYS.locale)) && i18next.language !== locale) await show(locale);
}

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

void i18next.use(initReactI18next).init({
  resources: { sv: { translation: swedishShell } },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18next.language;
if (storedLocale() === 'en') void setLocale('en');

export { i18next };
