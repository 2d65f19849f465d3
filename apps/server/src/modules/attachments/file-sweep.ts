import type { Deps } from '../../deps';
import { jobKind, noPayload } from '../../jobs/job-kind';
import { enqueueHourly } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { fileStorageFor } from './file-storage';
import type { FileStorage } from './storage';

export const FILE_SWEEP_JOB = jobKind('file-sweep', noPayload);
/** An upload that has not recorded its files after this long never will (requests time out in minutes). */
export const UNATTACHED_GRACE_MS = 24 * 3_600_000;
const BATCH = 500;

/**
 * Removes stored bytes nothing refers to: blobs whose file row went while their bytes were in a
 * bucket (released), and blobs never attached to a file row a day after they were written (an
 * upload cut off by a crash or a lost connection). The database's bytes of a deleted file go at
 * once with the row; this catches the rest. Safe on every instance at once: removing twice is
 * harmless. Returns how many blobs it removed.
 */
export async function sweepFiles(
  deps: Pick<Deps, 'db'>,
  storage: FileStorage,
  now: Date,
  opts: { releasedOnly?: boolean } = {},
): Promise<number> {
  const cutoff = opts.releasedOnly ? null : new Date(now.getTime() - UNATTACHED_GRACE_MS).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await deps.db.query<{ id: string }>(
      `SELECT id FROM file_blobs
        WHERE released_at IS NOT NULL OR (NOT attached AND created_at < $1::timestamptz)
        ORDER BY created_at LIMIT ${BATCH}`,
      [cutoff],
    );
    if (rows.length === 0) return removed;
    await storage.remove(rows.map((r) => r.id));
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** The sweep of one hour: its dedupe key makes every instance's offer of it one job. */
export async function enqueueFileSweep(deps: Pick<Deps, 'db'>, at: Date): Promise<void> {
  await enqueueHourly(deps.db, FILE_SWEEP_JOB, at);
}

/**
 * Every hour: the sweep, then the next hour's booked. When files live in a bucket, a deleted
 * errand's files are removed from it right away too (the hub's ReportDeleted, heard by every
 * instance), not only at the next hourly sweep.
 */
export function registerFileSweepJobs(worker: JobWorker, deps: Deps): () => void {
  const storage = fileStorageFor(deps);
  worker.register(FILE_SWEEP_JOB, async (_payload, { now }) => {
    await sweepFiles(deps, storage, now);
    await enqueueFileSweep(deps, new Date(now.getTime() + 3_600_000));
  });
  if (storage.target !== 's3') return () => {};
  return deps.bus.subscribe((event) => {
    if (event.type !== 'ReportDeleted') return;
    sweepFiles(deps, storage, new Date(), { releasedOnly: true }).catch((err) =>
      deps.log.warn(
        { err },
        'removing a deleted errand’s files from the bucket failed; the hourly sweep will',
      ),
    );
  });
}
