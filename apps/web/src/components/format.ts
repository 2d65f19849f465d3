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

/**
 * The one way each language writes dates on screen (docs/decisions/0031-field-messages-and-dates.md):
 * Swedish "23 nov. 2026" and "23 nov. 2026 14:08", English "23 Nov 2026" and
 * "23 Nov 2026, 14:08"; months "nov. 2026" / "Nov 2026". Inputs type dates in
 * components/dates/date-formats.ts.
 */
const styles = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'short', year: 'numeric' },
  // A table's cell: the current year left out ("28 nov. 13:36" / "28 Nov, 13:36").
  dateTimeThisYear: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A `YYYY-MM-DD` day (local midnight), a `YYYY-MM` month or an ISO instant as a Date; null if none. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = /^\d{4}-\d{2}(-\d{2})?$/.test(value)
    ? new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00`)
    : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Formatters for one interface language, outside React (tests, exports shown on screen). */
export function formatters(language: string) {
  const locale = intlLocale(language);
  const fmt = Object.fromEntries(
    Object.entries(styles).map(([k, o]) => [k, new Intl.DateTimeFormat(locale, o)]),
  ) as Record<keyof typeof styles, Intl.DateTimeFormat>;
  const numberFmt = new Intl.NumberFormat(locale);
  // Amounts in kronor are written the Swedish way in both languages ("12 500,50 kr").
  const sekFmt = (digits: number) =>
    new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', minimumFractionDigits: digits });
  const hoursFmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percentFmt = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const as = (kind: keyof typeof styles) => (value: string | null | undefined) => {
    const d = toDate(value);
    return d ? fmt[kind].format(d) : (value ?? '');
  };
  return {
    locale,
    /** A `YYYY-MM-DD` date or an ISO timestamp as a date; '' for none. */
    date: as('date'),
    /** An ISO timestamp with its time of day; '' for none. */
    dateTime: as('dateTime'),
    /**
     * An ISO timestamp for a table's cell: without the year when it is this year's, so two date
     * columns fit a wide table beside the errand's other facts; another year's in full.
     */
    dateTimeShort(value: string | null | undefined, now = new Date()): string {
      const d = toDate(value);
      if (!d) return value ?? '';
      return fmt[d.getFullYear() === now.getFullYear() ? 'dateTimeThisYear' : 'dateTime'].format(d);
    },
    /** A `YYYY-MM` month (the statistics' axis); '' for none. */
    month: as('month'),
    /** Hours (a median time), to one decimal; '' for none. */
    hours(value: number | null | undefined): string {
      return value === null || value === undefined ? '' : hoursFmt.format(value);
    },
    number(value: number | null | undefined): string {
      return value === null || value === undefined ? '' : numberFmt.format(value);
    },
    /** A share from 0 to 1 as a whole percentage ("83 %" / "83%"); '' for none. */
    percent(value: number | null | undefined): string {
      return value === null || value === undefined ? '' : percentFmt.format(value);
    },
    /** An amount in SEK, Swedish style ("12 500,50 kr"); '' for none. */
    sek(value: number | null | undefined): string {
      if (value === null || value === undefined) return '';
      // Whole kronor without decimals ("5 000 kr"), öre with both ("12 500,50 kr").
      return sekFmt(Number.isInteger(value) ? 0 : 2).format(value);
    },
  };
}

/** Date and number formatting that follows the chosen interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}

/**
 * The organisations' clock (the server's lib/org-time.ts): the API counts its date filters and
 * service dates in Stockholm's days, so "today" is Stockholm's whatever the browser's zone (a
 * browser on UTC at 23:30 would otherwise ask for yesterday and miss the last hour's costs).
 */
const organisationDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as `YYYY-MM-DD` on the organisations' clock. */
export function todayIso(now = new Date()): string {
  const part = (type: string) => organisationDay.formatToParts(now).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** What a place line is built from: the property's address (and city) and the premises, if any. */
export interface PlaceParts {
  address: string;
  city?: string | null;
  premisesDesignation?: string | null;
}

/**
 * Where an errand is, as one line: "Storgatan 1, Lgh 1101", or with the city where the line
 * stands alone (the errand page): "Storgatan 1, Umeå, Lgh 1101". Missing parts are left out.
 */
export function placeLabel(place: PlaceParts, { withCity = false } = {}): string {
  return [place.address, withCity ? place.city : null, place.premisesDesignation].filter(Boolean).join(', ');
}
