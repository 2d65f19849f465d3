/**
 * The organisations' clock. Every customer is a Swedish landlord, so times people read (files,
 * mails) and calendar months people count in are Stockholm's, while the database stores UTC.
 */
export const ORGANISATION_TIME_ZONE = 'Europe/Stockholm';

const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ORGANISATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored time as "2026-11-20 11:00" on the organisations' clock (sorts as text, Excel reads it). */
export function localTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : clock.format(d);
}

/** The calendar month ("2026-11") that holds `at` on the organisations' clock. */
export function localMonth(at: Date): string {
  return (localTime(at) ?? '').slice(0, 7);
}

/** The month `offset` months after `month` ("2026-11", -11 → "2025-12"). */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
}

/**
 * SQL for the instant a day ("2026-11-20", `dayParam` a query parameter holding it) begins on the
 * organisations' clock, `days` later: a date filter of a file people read in Stockholm time.
 */
export const localDayStartSql = (dayParam: string, days = 0) =>
  `((${dayParam}::date + ${days})::timestamp AT TIME ZONE '${ORGANISATION_TIME_ZONE}')`;
