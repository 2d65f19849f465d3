import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';
import { BadJobPayload, type JobKind, type JobPayload } from './job-kind';
import { claimJobs, type JobRow, markJobDone, markJobFailed, purgeFinishedJobs } from './jobs.repo';

/** What a job kind does with its checked payload; throwing schedules a retry. */
export type JobHandler<P> = (payload: P, ctx: { now: Date }) => Promise<void>;

export interface WorkerOptions {
  /** The worker's clock: tests move it to fire reminders and digests. */
  now?: () => Date;
  /** How often an idle worker looks for due jobs (other instances' jobs, scheduled ones). */
  pollMs?: number;
  /** How long a claim holds; a job still running then may be claimed again by another instance. */
  lockMs?: number;
  batch?: number;
}

export interface JobWorker {
  start(): void;
  /** Waits for the job being worked, then stops polling. */
  stop(): Promise<void>;
  /** Looks for due jobs now instead of at the next poll (a job was just enqueued here). */
  nudge(): void;
  /** Works every job due by the worker's clock until none is left; returns how many ran (tests). */
  runDue(): Promise<number>;
  /** The handler of a kind; it is only ever given a payload that passed the kind's schema. */
  register<J extends JobKind>(kind: J, handler: JobHandler<JobPayload<J>>): void;
}

/** Exponential backoff: 10 s, 20 s, 40 s, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createJobWorker(db: Db, log: FastifyBaseLogger, opts: WorkerOptions = {}): JobWorker {
  const now = opts.now ?? (() => new Date());
  const pollMs = opts.pollMs ?? 2000;
  const lockMs = opts.lockMs ?? 120_000;
  const batch = opts.batch ?? 10;
  const handlers = new Map<string, { kind: JobKind; handler: JobHandler<Record<string, unknown>> }>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let current: Promise<number> = Promise.resolve(0);
  let again = false;
  let purgedAt = 0;

  /**
   * A payload its schema refuses (written by hand, or by an older version) will never run:
   * logged and failed at once for the admin, no retries, and the worker goes on.
   */
  async function reject(q: Queryable, job: JobRow, message: string): Promise<void> {
    log.error({ jobId: job.id, kind: job.kind, error: message }, 'job payload rejected');
    await markJobFailed(q, job.id, message, now(), null);
  }

  async function runOne(q: Queryable, job: JobRow): Promise<void> {
    const entry = handlers.get(job.kind);
    try {
      if (!entry) throw new Error(`no handler for job kind ${job.kind}`);
      const payload = entry.kind.schema.safeParse(job.payload);
      if (!payload.success) return await reject(q, job, new BadJobPayload(job.kind, payload.error).message);
      await entry.handler(payload.data, { now: now() });
      await markJobDone(q, job.id, now());
    } catch (err) {
      const message = (err as Error)?.message ?? String(err);
      const retryAt =
        job.attempts < job.maxAttempts ? new Date(now().getTime() + backoffMs(job.attempts)) : null;
      log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      await markJobFailed(q, job.id, message, now(), retryAt).catch((e) =>
        log.error({ err: e, jobId: job.id }, 'recording a failed job failed'),
      );
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await claimJobs(db, now(), batch, lockMs);
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await runOne(db, job);
        ran++;
      }
    }
  }

  /** One pass at a time per instance; a nudge during a pass makes it look once more. */
  function tick(): Promise<number> {
    if (running) {
      again = true;
      return current;
    }
    running = true;
    current = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again && !stopped);
        // Once an hour, whichever instance comes first.
        if (now().getTime() - purgedAt > 3_600_000) {
          purgedAt = now().getTime();
          await purgeFinishedJobs(db, now());
        }
      } catch (err) {
        log.warn({ err }, 'job queue unavailable; trying again later');
      } finally {
        running = false;
      }
      return total;
    })();
    return current;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    register(kind, handler) {
      // Stored without its payload type: runOne hands it only what kind.schema accepted.
      handlers.set(kind.kind, { kind, handler: handler as JobHandler<Record<string, unknown>> });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
    nudge() {
      if (!stopped) void tick();
    },
    async runDue() {
      await current;
      return tick();
    },
  };
}
