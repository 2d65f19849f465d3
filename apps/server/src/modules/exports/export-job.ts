import type { CsvDelimiter } from '@app/contract';
import type { Locale } from '@app/i18n';
import type { Actor } from '../../authz/actor';
import type { PostgresConnection } from '../../db';
import type { ExportSql } from './export-cursor';

/** What the export worker thread is started with (its workerData): everything it needs, as plain data. */
export interface ExportJob {
  connection: PostgresConnection;
  /** Built on the server's thread by buildListSql, exactly as for the in-process export. */
  query: ExportSql;
  locale: Locale;
  delimiter: CsvDelimiter;
  /** Who exports: each row is stripped to the fields they may read (authz/report-fields.policy.ts). */
  reader: Actor;
}

/**
 * Worker thread → server thread: one batch's CSV as UTF-8 bytes, or the end of the rows. Bytes,
 * transferred rather than copied, so the text never lands on the server thread's heap.
 */
export type ExportWorkerMessage = { type: 'csv'; bytes: Uint8Array } | { type: 'done' };

/** Server thread → worker thread: the last text has drained to the response; fetch the next batch. */
export const EXPORT_MORE = 'more';

/** The worker's connection shows under this name in pg_stat_activity. */
export const EXPORT_APPLICATION_NAME = 'felanmalan-export';
