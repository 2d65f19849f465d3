import type { CsvDelimiter } from '@app/contract';

/** The byte-order mark that makes Excel read the file as UTF-8 (å, ä, ö). */
export const BOM = '\uFEFF';

export const delimiterChar = (d: CsvDelimiter) => (d === 'comma' ? ',' : ';');

export type CsvValue = string | number | boolean | null | undefined;

/** What a spreadsheet runs as a formula at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula start after a delimiter of either kind or a line break (spaces between):
 * opened with the other delimiter, or by a program that ignores the quotes, the text
 * from there is a cell of its own.
 */
const FORMULA_AFTER_BREAK = /([,;\r\n][ \t]*)([=+\-@])/g;
/** Either delimiter, a quote or a line break: the field must be quoted whichever delimiter the file uses. */
const NEEDS_QUOTES = /[,;"\r\n]/;

/**
 * One field as RFC 4180 writes it. Text a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, tab, CR first) gets a leading apostrophe, and so does every such start that
 * follows a comma, semicolon or line break inside the text: an export must not carry a
 * tenant's "=HYPERLINK(…)" into the manager's Excel as a live formula (CSV injection),
 * not even when a semicolon file is opened by an Excel that splits on commas. A field is
 * quoted when it holds either delimiter, so each program reads it as one cell.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_BREAK, "$1'$2");
  }
  if (NEEDS_QUOTES.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One line, CRLF-terminated as RFC 4180 and Excel expect. */
export function csvLine(values: readonly CsvValue[], sep: string): string {
  return `${values.map((v) => csvField(v)).join(sep)}\r\n`;
}
