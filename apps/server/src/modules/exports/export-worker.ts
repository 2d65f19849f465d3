/**
 * The export worker thread's entry point (PostgreSQL): reads one export's rows through a cursor
 * on its own connection and sends the CSV text to the server's thread batch by batch, each
 * batch only after the previous one has drained to the response (see `write`). See export-thread.ts for why
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

/** Resolves when the server's thread says the last text posted has drained to the response. */
let drained: Promise<void> = Promise.resolve();
let onDrained: (() => void) | undefined;
const onMessage = (message: unknown) => {
  if (message !== EXPORT_MORE) return;
  const resolve = onDrained;
  onDrained = undefined;
  resolve?.();
};
port.on('message', onMessage);

const post = (message: ExportWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const utf8 = new TextEncoder();
/**
 * Posts a batch once the previous one has drained, and returns at once: the next batch is
 * fetched while this one travels to the client, and waits before it is posted. So the worker
 * is at most one batch ahead of a slow client, and no FETCH waits for the network.
 */
const write: CsvSink = async (text) => {
  await drained;
  drained = new Promise((resolve) => {
    onDrained = resolve;
  });
  const bytes = utf8.encode(text);
  post({ type: 'csv', bytes }, [bytes.buffer]);
};

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
  await writeCursor(wrap(client), job.query, reportCsv(job.locale, job.delimiter, job.reader), write);
  await client.query('COMMIT');
} finally {
  // On an error PostgreSQL rolls the transaction back as the connection closes.
  await client.end().catch(() => {});
}
await drained;
post({ type: 'done' });
// Nothing more will come: let the thread end.
port.off('message', onMessage);
