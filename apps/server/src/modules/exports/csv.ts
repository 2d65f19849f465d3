import type { CsvDelimiter } from '@app/contract';

/** The byte-order mark that makes Excel read the file as UTF-8 (å, ä, ö). */
export const BOM = '\uFEFF';

export const delimiterChar = (d: CsvDelimiter) => (d === 'comma' ? ',' : ';');

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One field as RFC 4180 writes it. Text a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@` first) gets a leading apostrophe: an export must not carry a tenant's
 * "=HYPERLINK(…)" into the manager's Excel as a live formula (CSV injection).
 */
export function csvField(value: CsvValue, sep: string): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (text.includes(sep) || /["\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One line, CRLF-terminated as RFC 4180 and Excel expect. */
export function csvLine(values: readonly CsvValue[], sep: string): string {
  return `${values.map((v) => csvField(v, sep)).join(sep)}\r\n`;
}
