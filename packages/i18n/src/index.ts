import en_adminPages from './en/adminPages.json';
import en_assistant from './en/assistant.json';
import en_attachments from './en/attachments.json';
import en_auth from './en/auth.json';
import en_authPages from './en/authPages.json';
import en_calendar from './en/calendar.json';
import en_common from './en/common.json';
import en_contractors from './en/contractors.json';
import en_contractorsPages from './en/contractorsPages.json';
import en_dashboard from './en/dashboard.json';
import en_dashboardPages from './en/dashboardPages.json';
import en_enums from './en/enums.json';
import en_equipment from './en/equipment.json';
import en_equipmentPages from './en/equipmentPages.json';
import en_errandsPages from './en/errandsPages.json';
import en_errandWork from './en/errandWork.json';
import en_errors from './en/errors.json';
import en_exports from './en/exports.json';
import en_fieldErrors from './en/fieldErrors.json';
import en_integrations from './en/integrations.json';
import en_languages from './en/languages.json';
import en_live from './en/live.json';
import en_mail from './en/mail.json';
import en_maintenance from './en/maintenance.json';
import en_nav from './en/nav.json';
import en_notifications from './en/notifications.json';
import en_offline from './en/offline.json';
import en_organisations from './en/organisations.json';
import en_premises from './en/premises.json';
import en_privacy from './en/privacy.json';
import en_properties from './en/properties.json';
import en_propertiesPages from './en/propertiesPages.json';
import en_publicReport from './en/publicReport.json';
import en_ratings from './en/ratings.json';
import en_reports from './en/reports.json';
import en_retention from './en/retention.json';
import en_settings from './en/settings.json';
import en_statistics from './en/statistics.json';
import en_users from './en/users.json';
import en_visits from './en/visits.json';
import en_worklists from './en/worklists.json';
import en_workOrder from './en/workOrder.json';
import sv_adminPages from './sv/adminPages.json';
import sv_assistant from './sv/assistant.json';
import sv_attachments from './sv/attachments.json';
import sv_auth from './sv/auth.json';
import sv_authPages from './sv/authPages.json';
import sv_calendar from './sv/calendar.json';
import sv_common from './sv/common.json';
import sv_contractors from './sv/contractors.json';
import sv_contractorsPages from './sv/contractorsPages.json';
import sv_dashboard from './sv/dashboard.json';
import sv_dashboardPages from './sv/dashboardPages.json';
import sv_enums from './sv/enums.json';
import sv_equipment from './sv/equipment.json';
import sv_equipmentPages from './sv/equipmentPages.json';
import sv_errandsPages from './sv/errandsPages.json';
import sv_errandWork from './sv/errandWork.json';
import sv_errors from './sv/errors.json';
import sv_exports from './sv/exports.json';
import sv_fieldErrors from './sv/fieldErrors.json';
import sv_integrations from './sv/integrations.json';
import sv_languages from './sv/languages.json';
import sv_live from './sv/live.json';
import sv_mail from './sv/mail.json';
import sv_maintenance from './sv/maintenance.json';
import sv_nav from './sv/nav.json';
import sv_notifications from './sv/notifications.json';
import sv_offline from './sv/offline.json';
import sv_organisations from './sv/organisations.json';
import sv_premises from './sv/premises.json';
import sv_privacy from './sv/privacy.json';
import sv_properties from './sv/properties.json';
import sv_propertiesPages from './sv/propertiesPages.json';
import sv_publicReport from './sv/publicReport.json';
import sv_ratings from './sv/ratings.json';
import sv_reports from './sv/reports.json';
import sv_retention from './sv/retention.json';
import sv_settings from './sv/settings.json';
import sv_statistics from './sv/statistics.json';
import sv_users from './sv/users.json';
import sv_visits from './sv/visits.json';
import sv_worklists from './sv/worklists.json';
import sv_workOrder from './sv/workOrder.json';

const sv = {
  common: sv_common,
  errors: sv_errors,
  fieldErrors: sv_fieldErrors,
  nav: sv_nav,
  languages: sv_languages,
  enums: sv_enums,
  auth: sv_auth,
  authPages: sv_authPages,
  mail: sv_mail,
  reports: sv_reports,
  properties: sv_properties,
  premises: sv_premises,
  equipment: sv_equipment,
  contractors: sv_contractors,
  organisations: sv_organisations,
  users: sv_users,
  errandsPages: sv_errandsPages,
  errandWork: sv_errandWork,
  propertiesPages: sv_propertiesPages,
  equipmentPages: sv_equipmentPages,
  contractorsPages: sv_contractorsPages,
  dashboardPages: sv_dashboardPages,
  adminPages: sv_adminPages,
  dashboard: sv_dashboard,
  assistant: sv_assistant,
  settings: sv_settings,
  live: sv_live,
  ratings: sv_ratings,
  worklists: sv_worklists,
  integrations: sv_integrations,
  notifications: sv_notifications,
  attachments: sv_attachments,
  exports: sv_exports,
  maintenance: sv_maintenance,
  statistics: sv_statistics,
  privacy: sv_privacy,
  retention: sv_retention,
  workOrder: sv_workOrder,
  visits: sv_visits,
  calendar: sv_calendar,
  publicReport: sv_publicReport,
  offline: sv_offline,
};
const en = {
  common: en_common,
  errors: en_errors,
  fieldErrors: en_fieldErrors,
  nav: en_nav,
  languages: en_languages,
  enums: en_enums,
  auth: en_auth,
  authPages: en_authPages,
  mail: en_mail,
  reports: en_reports,
  properties: en_properties,
  premises: en_premises,
  equipment: en_equipment,
  contractors: en_contractors,
  organisations: en_organisations,
  users: en_users,
  errandsPages: en_errandsPages,
  errandWork: en_errandWork,
  propertiesPages: en_propertiesPages,
  equipmentPages: en_equipmentPages,
  contractorsPages: en_contractorsPages,
  dashboardPages: en_dashboardPages,
  adminPages: en_adminPages,
  dashboard: en_dashboard,
  assistant: en_assistant,
  settings: en_settings,
  live: en_live,
  ratings: en_ratings,
  worklists: en_worklists,
  integrations: en_integrations,
  notifications: en_notifications,
  attachments: en_attachments,
  exports: en_exports,
  maintenance: en_maintenance,
  statistics: en_statistics,
  privacy: en_privacy,
  retention: en_retention,
  workOrder: en_workOrder,
  visits: en_visits,
  calendar: en_calendar,
  publicReport: en_publicReport,
  offline: en_offline,
};

export type Locale = 'sv' | 'en';
export const DEFAULT_LOCALE: Locale = 'sv';
export const FALLBACK_LOCALE: Locale = 'en';
export const locales: readonly Locale[] = ['sv', 'en'];

/**
 * One JSON file per namespace and locale (sv/<ns>.json, en/<ns>.json), so features own their strings.
 * Catalogues keyed by locale; the web app hands these to i18next, the server uses `translate`. */
export const resources = { sv, en } as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation with i18next-style `{{name}}` interpolation.
 * Falls back to English, then to the key itself so a missing string is visible, not fatal.
 */
export function translate(locale: Locale, key: string, vars?: Record<string, string | number>): string {
  const text =
    lookup(resources[locale] as Tree, key) ?? lookup(resources[FALLBACK_LOCALE] as Tree, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Picks sv or en from an Accept-Language header; Swedish is the default. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('sv')) return 'sv';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'sv' || value === 'en';
}
