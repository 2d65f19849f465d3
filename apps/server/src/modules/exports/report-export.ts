import type { ReportExportQuery } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { mayExportReports } from '../../authz/reporting.policy';
import { type ReportActor, reportScope } from '../../authz/reports.policy';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import type { SqlParams } from '../../lib/sql';
import { buildListSql, filtersOf, parseSort } from '../reports';
import { type ExportSink, type ExportSql, writeCursor } from './export-cursor';
import { exportOnWorker } from './export-thread';
import { CLOSE_OUT, reportCsv } from './report-csv';

export type { ExportSink } from './export-cursor';

/** Which thread read and rendered the rows (see exportReports). */
export type ExportPath = 'worker' | 'in-process';

/**
 * The errand list as CSV, exactly as filtered and sorted on screen, for managers (their
 * organisation) and admins; everyone else is refused (403) like any list they may not use.
 */
export function assertMayExport(actor: ReportActor): void {
  if (!mayExportReports(actor)) throw forbidden();
}

/**
 * Writes the export to `write`: the list's own SQL (buildListSql) read through a cursor,
 * a batch at a time, each written before the next is fetched (export-cursor.ts). On
 * PostgreSQL the reading and rendering run on a worker thread with a small heap of its own
 * (export-thread.ts); PGlite lives in this thread's memory, so there it runs here.
 * `signal` says the receiver went away: the worker is stopped at once.
 */
export async function exportReports(
  db: Db,
  actor: ReportActor,
  locale: Locale,
  query: ReportExportQuery,
  write: ExportSink,
  signal?: AbortSignal,
): Promise<ExportPath> {
  assertMayExport(actor);
  const scope = (p: SqlParams) => reportScope(actor, p, 'r', query.scope);
  const built = buildListSql(scope, filtersOf(query, actor), parseSort(query.sort), null, CLOSE_OUT);
  const sql: ExportSql = { sql: built.sql, params: built.params };
  const reader = {
    id: actor.id,
    role: actor.role,
    organisationId: actor.organisationId,
    contractorId: actor.contractorId,
  };
  const csv = reportCsv(locale, query.delimiter, reader);
  // The header first, before any row is read: the download starts at once.
  await write(csv.header());
  if (db.connection) {
    await exportOnWorker(
      { connection: db.connection, query: sql, locale, delimiter: query.delimiter, reader },
      write,
      signal,
    );
    return 'worker';
  }
  await db.transaction((q) => writeCursor(q, sql, csv, write));
  return 'in-process';
}

/** The file name the browser saves: `arenden-2026-11-25.csv`. */
export function exportFileName(locale: Locale, now = new Date()): string {
  return `${translate(locale, 'exports.fileName')}-${now.toISOString().slice(0, 10)}.csv`;
}
