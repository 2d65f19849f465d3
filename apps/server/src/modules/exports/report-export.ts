import type { ReportExportQuery } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { isOrgStaff } from '../../authz/actor';
import { type ReportActor, reportScope } from '../../authz/reports.policy';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import type { SqlParams } from '../../lib/sql';
import { buildListSql, type ReportRow } from '../reports/reports.repo';
import { filtersOf, parseSort } from '../reports/reports.service';
import { BOM, type CsvValue, csvLine, delimiterChar } from './csv';

/** Rows fetched per round trip: a few hundred kB whatever the size of the export. */
export const EXPORT_BATCH = 1000;

/** The list's row plus the close-out the contractor wrote, when there is one. */
type ExportRow = ReportRow & {
  resolution: string | null;
  minutesSpent: number | null;
  costSek: number | null;
  invoiceReference: string | null;
  doneAt: string | null;
};

const CLOSE_OUT = {
  columns: `co.resolution, co.minutes_spent, co.cost_sek, co.invoice_reference, co.done_at`,
  join: 'LEFT JOIN report_closeouts co ON co.report_id = r.id',
};

/** The columns in file order: the list's, then deadlines and close-out. Header text from exports.json. */
const COLUMNS: [key: string, value: (r: ExportRow, t: (key: string) => string) => CsvValue][] = [
  ['number', (r) => r.number],
  ['created', (r) => r.createdAt],
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
  ['acceptDueAt', (r) => (r.status === 'Open' ? r.acceptDueAt : null)],
  ['finishDueAt', (r) => r.finishDueAt],
  ['overdue', (r, t) => t(r.overdue ? 'exports.yes' : 'exports.no')],
  ['acceptedAt', (r) => r.acceptedAt],
  ['closedAt', (r) => r.closedAt],
  ['lastModified', (r) => r.updatedAt],
  ['resolution', (r) => r.resolution],
  ['minutesSpent', (r) => r.minutesSpent],
  ['cost', (r) => r.costSek],
  ['invoiceReference', (r) => r.invoiceReference],
  ['doneAt', (r) => r.doneAt],
];

/** Where the export's text goes; resolves when the receiver can take more (backpressure). */
export type CsvSink = (chunk: string) => Promise<void>;

/**
 * The errand list as CSV, exactly as filtered and sorted on screen, for managers (their
 * organisation) and admins; everyone else is refused (403) like any list they may not use.
 * The list's own SQL (buildListSql) is read through a cursor, EXPORT_BATCH rows at a
 * time, each batch written before the next is fetched, so the server never holds more
 * than one batch however many errands there are.
 */
export function assertMayExport(actor: ReportActor): void {
  if (!isOrgStaff(actor)) throw forbidden();
}

export async function exportReports(
  db: Db,
  actor: ReportActor,
  locale: Locale,
  query: ReportExportQuery,
  write: CsvSink,
): Promise<void> {
  assertMayExport(actor);
  const sep = delimiterChar(query.delimiter);
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
  const scope = (p: SqlParams) => reportScope(actor, p, 'r', query.scope);
  const built = buildListSql(scope, filtersOf(query, actor), parseSort(query.sort), null, CLOSE_OUT);
  await write(
    BOM +
      csvLine(
        COLUMNS.map(([key]) => t(`exports.columns.${key}`)),
        sep,
      ),
  );
  // A cursor lives in a transaction; it is read-only, so nothing is held but a snapshot.
  await db.transaction(async (q) => {
    await q.query(`DECLARE report_export NO SCROLL CURSOR FOR ${built.sql}`, built.params);
    // The rows of a batch are dropped once rendered: only its text waits for the socket, so the
    // row objects die young instead of being promoted while the client reads (a smaller heap).
    const nextBatch = async (): Promise<{ text: string; full: boolean }> => {
      const rows = await q.query<ExportRow>(`FETCH ${EXPORT_BATCH} FROM report_export`);
      const lines = rows.map((row) =>
        csvLine(
          COLUMNS.map(([, value]) => value(row, t)),
          sep,
        ),
      );
      return { text: lines.join(''), full: rows.length === EXPORT_BATCH };
    };
    for (;;) {
      const { text, full } = await nextBatch();
      if (text) await write(text);
      if (!full) break;
    }
    await q.query('CLOSE report_export');
  });
}

/** The file name the browser saves: `arenden-2026-11-25.csv`. */
export function exportFileName(locale: Locale, now = new Date()): string {
  return `${translate(locale, 'exports.fileName')}-${now.toISOString().slice(0, 10)}.csv`;
}
