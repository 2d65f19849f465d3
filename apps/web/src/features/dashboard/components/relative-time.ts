/** The steps of "5 minutes ago": each unit is used up to the next one's size. */
const steps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago an instant was, in the locale's words ("för 5 minuter sedan", "5 minutes ago",
 * "igår"), rounded to the largest whole unit. A moment in the future (a clock a little ahead)
 * reads as now.
 */
export function timeAgo(iso: string, locale: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let amount = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** A line's sentence as the start of a line: its first letter a capital ("contractor accepted…"). */
export function asLineStart(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
