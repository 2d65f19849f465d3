import type { Queryable } from '../../db';
import type { ExportRow, ReportCsv } from './report-csv';

/** Rows fetched per round trip: a few hundred kB whatever the size of the export. */
export const EXPORT_BATCH = 1000;

/** Where the export's text goes; resolves when the receiver can take more (backpressure). */
export type CsvSink = (chunk: string) => Promise<void>;

/** The response's side: CSV text from the server's thread, or UTF-8 bytes from the export worker. */
export type ExportSink = (chunk: string | Uint8Array) => Promise<void>;

/** The list's SQL and parameters (buildListSql), as built for one export. */
export interface ExportSql {
  sql: string;
  params: readonly unknown[];
}

/**
 * Reads `query` through a cursor in `q`'s open transaction, EXPORT_BATCH rows at a time, and
 * writes each batch's CSV lines before fetching the next, so no more than one batch is held
 * however many errands there are. Both export paths run this loop: on the server's thread
 * (PGlite) and on the export worker thread (PostgreSQL).
 */
export async function writeCursor(
  q: Queryable,
  query: ExportSql,
  csv: ReportCsv,
  write: CsvSink,
): Promise<void> {
  // Nothing is written, so the transaction holds only a snapshot.
  await q.exec('SET TRANSACTION READ ONLY');
  await q.query(`DECLARE report_export NO SCROLL CURSOR FOR ${query.sql}`, query.params);
  // The rows of a batch are dropped once rendered: only its text waits for the receiver, so the
  // row objects die young instead of being promoted while the client reads (a smaller heap).
  const nextBatch = async (): Promise<{ text: string; full: boolean }> => {
    const rows = await q.query<ExportRow>(`FETCH ${EXPORT_BATCH} FROM report_export`);
    return { text: csv.lines(rows), full: rows.length === EXPORT_BATCH };
  };
  for (;;) {
    const { text, full } = await nextBatch();
    if (text) await write(text);
    if (!full) break;
  }
  await q.query('CLOSE report_export');
}
