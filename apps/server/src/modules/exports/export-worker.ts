/**
 * The export worker thread's entry point (PostgreSQL): reads one export's rows through a cursor
 * on its own connection and sends the CSV text to the server's thread batch by batch, each
 * batch only after the previous one has drained to the response. See export-thread.ts for why
 * a thread; scripts/build-server.mjs bundles this file as dist/export-worker.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { pgTypes, wrap } from '../../db/postgres';
import { type CsvSink, writeCursor } from './export-cursor';
import { EXPORT_APPLICATION_NAME, EXPORT_MORE, type ExportJob, type ExportWorkerMessage } from './export-job';
import { reportCsv } from './report-csv';

if (!parentPort) throw new Error('export-worker runs as a worker thread (see export-thread.ts)');
const port = parentPort;
const job = workerData as ExportJob;

let drained: (() => void) | undefined;
const onMessage = (message: unknown) => {
  if (message !== EXPORT_MORE) return;
  const resolve = drained;
  drained = undefined;
  resolve?.();
};
port.on('message', onMessage);

const post = (message: ExportWorkerMessage) => port.postMessage(message);
/** Resolves when the server's thread says the text has drained: the next FETCH waits for the client. */
const write: CsvSink = (text) =>
  new Promise((resolve) => {
    drained = resolve;
    post({ type: 'csv', text });
  });

const client = new pg.Client({
  connectionString: job.connection.connectionString,
  types: pgTypes,
  query_timeout: job.connection.queryTimeoutMs,
  application_name: EXPORT_APPLICATION_NAME,
  keepAlive: true,
});
// An error here ends the thread with it; the server's thread cuts the download short and logs it.
await client.connect();
try {
  await client.query('BEGIN');
  await writeCursor(wrap(client), job.query, reportCsv(job.locale, job.delimiter), write);
  await client.query('COMMIT');
} finally {
  // On an error PostgreSQL rolls the transaction back as the connection closes.
  await client.end().catch(() => {});
}
post({ type: 'done' });
// Nothing more will come: let the thread end.
port.off('message', onMessage);
