import type { Deps } from '../../deps';
import { jobKind, noPayload } from '../../jobs/job-kind';
import { enqueueDaily } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { recordAudit } from '../audit';
import {
  anonymiseExpiredErrands,
  claimRetentionDay,
  deleteOldSignIns,
  deleteStaleChats,
  type RetentionRun,
  saveRetentionCounts,
} from './retention.repo';

export const RETENTION_JOB = jobKind('retention', noPayload);
/** The night's quiet hour (UTC) the day's run is booked for. */
const RUN_HOUR_UTC = 2;
const DAY_MS = 86_400_000;

/**
 * The retention of the UTC day `now` falls in (docs/PRODUCT.md "Retention"): closed errands past
 * their organisation's years anonymised, chats without an errand past 90 days and sign-in records
 * past 12 months deleted, each organisation's share in the audit log. One transaction; the day's
 * row in retention_runs is claimed first, so a second instance (or a retried job) does nothing.
 * Answers the counts, or null when the day had already run.
 */
export async function runRetention(deps: Pick<Deps, 'db'>, now: Date): Promise<RetentionRun | null> {
  const day = now.toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    if (!(await claimRetentionDay(tx, day))) return null;
    const errands = await anonymiseExpiredErrands(tx, now);
    const chats = await deleteStaleChats(tx, now);
    const signInsDeleted = await deleteOldSignIns(tx, now);
    const organisations = new Set([...errands.keys(), ...chats.keys()]);
    for (const organisationId of organisations) {
      if (!organisationId) continue;
      await recordAudit(tx, {
        actorId: null,
        organisationId,
        action: 'retention.applied',
        targetType: 'retention',
        details: {
          errandsAnonymised: errands.get(organisationId) ?? 0,
          chatsDeleted: chats.get(organisationId) ?? 0,
        },
      });
    }
    const sum = (m: Map<unknown, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const run = { day, errandsAnonymised: sum(errands), chatsDeleted: sum(chats), signInsDeleted };
    await saveRetentionCounts(tx, run);
    return { ...run, ranAt: new Date().toISOString() };
  });
}

/** Books the retention of the day `at` falls in (every instance offers it; one job results). */
export async function enqueueRetention(deps: Pick<Deps, 'db'>, at: Date): Promise<void> {
  await enqueueDaily(deps.db, RETENTION_JOB, at, RUN_HOUR_UTC);
}

/** Every day: the day's retention, then the next day's booked. */
export function registerRetentionJobs(worker: JobWorker, deps: Deps): void {
  worker.register(RETENTION_JOB, async (_payload, { now }) => {
    const run = await runRetention(deps, now);
    if (run) deps.log.info({ retention: run }, 'retention ran');
    await enqueueRetention(deps, new Date(now.getTime() + DAY_MS));
  });
}
