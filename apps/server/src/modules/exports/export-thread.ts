import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { ExportSink } from './export-cursor';
import { EXPORT_MORE, type ExportJob, type ExportWorkerMessage } from './export-job';

/**
 * The export's heap limits. Rendering a million rows allocates gigabytes of short-lived
 * objects; on the server's own heap V8 answers that by growing the young generation to its
 * maximum and filling the old space with promoted garbage before collecting hard, about
 * 220 MB of resident memory that stays (bench/RESULTS.md, "Export"). A worker thread has a
 * heap of its own, so the export gets small limits without capping any other request.
 * The server's memory growth then follows the worker's young generation (16 MB against
 * Node's default of up to 128 MB), not the old generation's cap: that is a ceiling V8 reaches
 * only if it must. 128 MB lets the largest batch there is render, 1,000 errands with
 * 10,000-character descriptions (about 20 MB of text, held as rows, lines and the batch's
 * text at once); 64 MB did not (export-worker.test.ts). An export that ever exceeded it would
 * fail alone (ERR_WORKER_OUT_OF_MEMORY), not the server.
 */
export const EXPORT_WORKER_LIMITS: ResourceLimits = {
  maxYoungGenerationSizeMb: 16,
  maxOldGenerationSizeMb: 128,
};

/**
 * Exports on worker threads at once; further ones wait for a place (their header is already
 * sent, so the download simply starts later). Each holds a PostgreSQL connection outside the
 * pool and up to its heap limits, so a burst of exports must not take the pool's place or the
 * server's memory.
 */
export const MAX_EXPORT_WORKERS = 3;

const counts = { started: 0, running: 0, waiting: 0 };
/** Places taken: an export holds its place from start to its last batch (its thread may still be exiting). */
let taken = 0;
const queue: (() => void)[] = [];

/** Waits for a place among MAX_EXPORT_WORKERS; false when `signal` aborted the wait. */
function takePlace(signal?: AbortSignal): Promise<boolean> {
  if (taken < MAX_EXPORT_WORKERS && queue.length === 0) {
    taken++;
    return Promise.resolve(true);
  }
  counts.waiting++;
  return new Promise((resolve) => {
    const go = () => {
      counts.waiting--;
      signal?.removeEventListener('abort', leave);
      taken++;
      resolve(true);
    };
    const leave = () => {
      const at = queue.indexOf(go);
      if (at >= 0) queue.splice(at, 1);
      counts.waiting--;
      resolve(false);
    };
    queue.push(go);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

function givePlace() {
  taken--;
  queue.shift()?.();
}

/** Export worker threads started since the process began, running now and waiting for a place (metrics, tests). */
export const exportWorkerCounts = () => ({ ...counts });

/**
 * Where the worker's code is. From the sources (tsx in development, Vitest in tests) this
 * module is a .ts file, and the worker starts from export-worker.ts through tsx's loader; in
 * the build both are bundled side by side in dist/ (scripts/build-server.mjs).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts'))
    return { url: new URL('./export-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./export-worker.js', import.meta.url), execArgv: [] };
}

/**
 * Runs one export on a worker thread: the thread fetches and renders, this thread writes its
 * text to `write` and tells it to go on once `write` has resolved (the response drained), so
 * the worker is never more than one batch ahead of the client. `signal` (the client went
 * away) or a failing `write` terminates the thread, which closes its connection; PostgreSQL
 * then rolls its transaction back.
 */
export async function exportOnWorker(job: ExportJob, write: ExportSink, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted || !(await takePlace(signal))) throw new Error('export receiver went away');
  try {
    await runWorker(job, write, signal);
  } finally {
    givePlace();
  }
}

function runWorker(job: ExportJob, write: ExportSink, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('export receiver went away'));
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { workerData: job, execArgv, resourceLimits: EXPORT_WORKER_LIMITS });
    counts.started++;
    counts.running++;
    let settled = false;
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (err === undefined) return resolve();
      void worker.terminate();
      reject(err);
    };
    const onAbort = () => finish(new Error('export receiver went away'));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: ExportWorkerMessage) => {
      if (message.type === 'done') return finish();
      const { bytes } = message;
      write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(() => {
        if (!settled) worker.postMessage(EXPORT_MORE);
      }, finish);
    });
    worker.on('error', finish);
    worker.on('exit', (code) => {
      counts.running--;
      // Messages are delivered before 'exit': a worker that ended without 'done' failed.
      finish(new Error(`export worker stopped with exit code ${code}`));
    });
  });
}
