import type { CsvDelimiter } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import type { Actor } from '../../authz/actor';
import { reportFields, stripCloseOut, stripReport } from '../../authz/report-fields.policy';
import { reportAccess } from '../../authz/reports.policy';
import { BOM, type CsvValue, csvLine, delimiterChar } from '../../lib/csv';
import { localTime } from '../../lib/org-time';
import type { ReportRow } from '../reports';

/**
 * The export's columns and how one errand renders as a CSV line. Both export paths use it:
 * the server's own thread (PGlite) and the export worker thread (PostgreSQL).
 */

/** The list's row plus the close-out the contractor wrote, when there is one. */
export type ExportRow = ReportRow & {
  resolution: string | null;
  minutesSpent: number | null;
  costSek: number | null;
  invoiceReference: string | null;
  doneAt: string | null;
};

/** The close-out's columns and join, added to the list's SQL (buildListSql's `extra`). */
export const CLOSE_OUT = {
  columns: `co.resolution, co.minutes_spent, co.cost_sek, co.invoice_reference, co.done_at`,
  join: 'LEFT JOIN report_closeouts co ON co.report_id = r.id',
};

/** A spreadsheet has no time zones, so times are written as read on the organisations' clock. */
export const csvTime = localTime;

/**
 * The columns the errand screens show too, named in the screens' words (errandsPages.fields);
 * the others' header text is exports.json's.
 */
const SCREEN_WORDS: Record<string, string> = {
  number: 'number',
  created: 'created',
  whatBroke: 'whatBroke',
  status: 'status',
  priority: 'priority',
  trade: 'trade',
  premises: 'premises',
  reporter: 'reporter',
  contractor: 'contractor',
  description: 'description',
  access: 'accessInfo',
  acceptedAt: 'acceptedAt',
  closedAt: 'closedAt',
};
const headerKey = (key: string) =>
  SCREEN_WORDS[key] ? `errandsPages.fields.${SCREEN_WORDS[key]}` : `exports.columns.${key}`;

/** The columns in file order: the list's, then deadlines and close-out. */
const COLUMNS: [key: string, value: (r: ExportRow, t: (key: string) => string) => CsvValue][] = [
  ['number', (r) => r.number],
  ['created', (r) => csvTime(r.createdAt)],
  ['whatBroke', (r) => r.whatBroke],
  ['kind', (r, t) => t(`exports.kind.${r.kind}`)],
  ['status', (r, t) => t(`enums.status.${r.status}`)],
  ['priority', (r, t) => t(`enums.priority.${r.priority}`)],
  ['trade', (r, t) => t(`enums.trade.${r.trade}`)],
  ['address', (r) => r.address],
  ['city', (r) => r.city],
  ['premises', (r) => r.premisesDesignation],
  ['reporter', (r) => r.reporterName],
  ['contractor', (r) => r.contractorName],
  ['description', (r) => r.description],
  ['access', (r) => r.access],
  ['acceptDueAt', (r) => (r.status === 'Open' ? csvTime(r.acceptDueAt) : null)],
  ['finishDueAt', (r) => csvTime(r.finishDueAt)],
  ['overdue', (r, t) => t(r.overdue ? 'exports.yes' : 'exports.no')],
  ['acceptedAt', (r) => csvTime(r.acceptedAt)],
  ['closedAt', (r) => csvTime(r.closedAt)],
  ['lastModified', (r) => csvTime(r.updatedAt)],
  ['resolution', (r) => r.resolution],
  ['minutesSpent', (r) => r.minutesSpent],
  ['cost', (r) => r.costSek],
  ['invoiceReference', (r) => r.invoiceReference],
  ['doneAt', (r) => csvTime(r.doneAt)],
];

export interface ReportCsv {
  /** The byte-order mark and the header line. */
  header(): string;
  /** One batch of rows as CSV lines. */
  lines(rows: readonly ExportRow[]): string;
}

/**
 * The export as `reader` may read it: each row stripped by the errand field policy. The export
 * is staff's (report-export.ts), who read every field of their errands; the policy still has
 * the last word, as for the API, the hub and mails.
 */
function readable(reader: Actor, row: ExportRow): ExportRow {
  const fields = reportFields(reader, row, reportAccess(reader, row));
  const closeOut = stripCloseOut(fields, row.doneAt === null ? null : { ...row, cost: row.costSek });
  return {
    ...stripReport(fields, row),
    resolution: closeOut?.resolution ?? null,
    minutesSpent: closeOut?.minutesSpent ?? null,
    costSek: closeOut?.cost ?? null,
    invoiceReference: closeOut?.invoiceReference ?? null,
    doneAt: closeOut?.doneAt ?? null,
  };
}

export function reportCsv(locale: Locale, delimiter: CsvDelimiter, reader: Actor): ReportCsv {
  const sep = delimiterChar(delimiter);
  // A handful of header and enum texts, looked up once each rather than once per cell.
  const texts = new Map<string, string>();
  const t = (key: string) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(locale, key);
      texts.set(key, text);
    }
    return text;
  };
  return {
    header: () =>
      BOM +
      csvLine(
        COLUMNS.map(([key]) => t(headerKey(key))),
        sep,
      ),
    lines: (rows) =>
      rows
        .map((raw) => readable(reader, raw))
        .map((row) =>
          csvLine(
            COLUMNS.map(([, value]) => value(row, t)),
            sep,
          ),
        )
        .join(''),
  };
}
