import type { z } from 'zod';
import type { Queryable } from '../db';
import type { JobKind, JobTiming, NewJob, noPayload, PayloadSchema } from './job-kind';

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

export type { NewJob } from './job-kind';

/**
 * Books the job of `kind` for the hour `at` falls in (recurring work such as the maintenance scan
 * and the file sweep): its dedupe key makes every instance's offer of that hour one job.
 */
export async function enqueueHourly(q: Queryable, job: JobKind<typeof noPayload>, at: Date): Promise<void> {
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  await enqueueJob(q, job, {}, { runAt: hour, dedupeKey: `${job.kind}:${hour.toISOString().slice(0, 13)}` });
}

/**
 * Books the job of `kind` for the UTC day `at` falls in, at `hourUtc` that day (daily work such as
 * retention): as with the hourly kinds, its dedupe key makes every instance's offer one job.
 */
export async function enqueueDaily(
  q: Queryable,
  job: JobKind<typeof noPayload>,
  at: Date,
  hourUtc: number,
): Promise<void> {
  const runAt = new Date(at);
  runAt.setUTCHours(hourUtc, 0, 0, 0);
  await enqueueJob(q, job, {}, { runAt, dedupeKey: `${job.kind}:${runAt.toISOString().slice(0, 10)}` });
}

/**
 * Schedules a job of `kind`, its payload typed and checked by that kind's schema. Called inside
 * the transaction of the change it follows from, so the job exists exactly when the change
 * committed (an outbox). Returns false when the dedupe key was already taken.
 */
export async function enqueueJob<S extends PayloadSchema>(
  q: Queryable,
  kind: JobKind<S>,
  payload: z.input<S>,
  timing?: JobTiming,
): Promise<boolean> {
  return (await enqueueJobs(q, [kind.of(payload, timing)])) > 0;
}

/** Several jobs (each made by its kind's `of`) in one statement, as enqueueJob writes one; answers how many were new. */
export async function enqueueJobs(q: Queryable, jobs: readonly NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await q.query(
    `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
     SELECT j.kind, j.payload, COALESCE(j.run_at, now()), j.dedupe_key, COALESCE(j.max_attempts, 8)
       FROM jsonb_to_recordset($1::jsonb)
         AS j(kind text, payload jsonb, run_at timestamptz, dedupe_key text, max_attempts integer)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        jobs.map((j) => ({
          kind: j.kind,
          payload: j.payload,
          run_at: j.runAt?.toISOString() ?? null,
          dedupe_key: j.dedupeKey ?? null,
          max_attempts: j.maxAttempts ?? null,
        })),
      ),
    ],
  );
  return rows.length;
}

/**
 * Claims up to `limit` due jobs for `lockMs`. SKIP LOCKED lets several
 * instances claim at once without waiting on, or taking, each other's rows;
 * the claim (locked_until) keeps them off a job while it runs.
 */
export async function claimJobs(q: Queryable, now: Date, limit: number, lockMs: number): Promise<JobRow[]> {
  return q.query<JobRow>(
    `UPDATE jobs SET locked_until = $1::timestamptz + make_interval(secs => $3::double precision / 1000),
            attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
         WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= $1
           AND (locked_until IS NULL OR locked_until < $1)
         ORDER BY run_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, run_at, attempts, max_attempts, last_error`,
    [now.toISOString(), limit, lockMs],
  );
}

export async function markJobDone(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE jobs SET done_at = $2, locked_until = NULL WHERE id = $1', [id, now.toISOString()]);
}

/** A failed attempt: run again at `retryAt`, or give up (failed_at) when there is none. */
export async function markJobFailed(
  q: Queryable,
  id: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await q.query(
    `UPDATE jobs SET last_error = $2, locked_until = NULL,
            run_at = COALESCE($3::timestamptz, run_at),
            failed_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END
      WHERE id = $1`,
    [id, error.slice(0, 1000), retryAt?.toISOString() ?? null, now.toISOString()],
  );
}

export interface QueueStats {
  pending: number;
  due: number;
  retrying: number;
  failed: number;
  doneLastDay: number;
  oldestDueAt: string | null;
  recentFailures: {
    id: string;
    kind: string;
    attempts: number;
    lastError: string | null;
    failedAt: string;
  }[];
}

/** Queue depth and failures for the admin overview. */
export async function queueStats(q: Queryable, now: Date): Promise<QueueStats> {
  const [counts] = await q.query<Omit<QueueStats, 'recentFailures'>>(
    `SELECT count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL)::int AS pending,
            count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= $1)::int AS due,
            count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND attempts > 0)::int AS retrying,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
            count(*) FILTER (WHERE done_at > $1::timestamptz - interval '1 day')::int AS done_last_day,
            min(run_at) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= $1) AS oldest_due_at
       FROM jobs`,
    [now.toISOString()],
  );
  const recentFailures = await q.query<QueueStats['recentFailures'][number]>(
    `SELECT id, kind, attempts, last_error, failed_at FROM jobs
      WHERE failed_at IS NOT NULL ORDER BY failed_at DESC LIMIT 10`,
  );
  return { ...counts!, recentFailures };
}

/**
 * Forgets finished jobs after `keepDays`. Their dedupe keys go with them, which
 * is safe: a key is only ever offered again within hours (a digest hour, a reminder).
 */
export async function purgeFinishedJobs(q: Queryable, now: Date, keepDays = 30): Promise<void> {
  await q.query(
    `DELETE FROM jobs WHERE COALESCE(done_at, failed_at) < $1::timestamptz - make_interval(days => $2)`,
    [now.toISOString(), keepDays],
  );
}
