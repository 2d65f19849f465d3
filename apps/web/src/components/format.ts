import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A select's choices for the values of a contract enum, labelled from `enums.<name>` in the catalogue. */
export function enumOptions(t: TFunction, name: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: t(`enums.${name}.${value}`) }));
}

/** The Intl locale for the interface language: Swedish or British English formats. */
export function intlLocale(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'sv-SE';
}

/** Date and number formatting that follows the chosen interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const numberFmt = new Intl.NumberFormat(locale);
  return {
    locale,
    /** A `YYYY-MM-DD` date or an ISO timestamp as a date; '' for none. */
    date(value: string | null | undefined): string {
      if (!value) return '';
      const d = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
      return Number.isNaN(d.getTime()) ? value : dateFmt.format(d);
    },
    dateTime(value: string | null | undefined): string {
      if (!value) return '';
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : dateTimeFmt.format(d);
    },
    number(value: number | null | undefined): string {
      return value === null || value === undefined ? '' : numberFmt.format(value);
    },
  };
}

/** Today as `YYYY-MM-DD` in local time. */
export function todayIso(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
