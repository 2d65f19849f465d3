import { z } from 'zod';

/** Only a JobKind makes a NewJob, so every stored payload passed its kind's schema. */
declare const checked: unique symbol;

/** When and how often a job runs, and its key against booking it twice. */
export interface JobTiming {
  /** When it may run first; now by default. */
  runAt?: Date;
  /** A job with the same key already scheduled (or done) makes this a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** A job ready to be stored (jobs.repo.ts), made by its kind's `of`. */
export interface NewJob extends JobTiming {
  readonly kind: string;
  readonly payload: Record<string, unknown>;
  readonly [checked]: true;
}

/** The payload schema every job kind has: an object, stored as the jobs row's jsonb payload. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * One kind of job: its name in the jobs table and its payload's schema, declared beside its
 * handler. The payload is checked when the job is made (a bad one throws at the caller, inside
 * its transaction, and is never stored) and again when the worker runs it (jobs/worker.ts).
 */
export interface JobKind<S extends PayloadSchema = PayloadSchema> {
  readonly kind: string;
  readonly schema: S;
  of(payload: z.input<S>, timing?: JobTiming): NewJob;
}

export type JobPayload<J extends JobKind> = z.output<J['schema']>;

export class BadJobPayload extends Error {
  constructor(kind: string, error: z.ZodError) {
    super(`bad payload for job ${kind}: ${z.prettifyError(error)}`);
    this.name = 'BadJobPayload';
  }
}

export function jobKind<S extends PayloadSchema>(kind: string, schema: S): JobKind<S> {
  return {
    kind,
    schema,
    of(payload, timing = {}) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new BadJobPayload(kind, parsed.error);
      const job: Omit<NewJob, typeof checked> = { ...timing, kind, payload: parsed.data };
      // The brand is a type only: the checked payload is what makes this a NewJob.
      return job as NewJob;
    },
  };
}

/** Recurring work (the maintenance scan, the file sweep) carries nothing: the hour is its key. */
export const noPayload = z.object({});
