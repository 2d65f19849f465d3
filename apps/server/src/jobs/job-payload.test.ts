import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb, type TestDb } from '../test/test-db';
import { BadJobPayload, jobKind } from './job-kind';
import { enqueueJob } from './jobs.repo';
import { createJobWorker } from './worker';

/** Payloads are checked by their kind's schema when a job is queued and again when it runs. */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const ECHO = jobKind('payload-test', z.object({ reportId: z.guid(), times: z.number().int().positive() }));
const id = '00000000-0000-4000-8000-0000000000aa';
const jobsOf = (kind: string) =>
  t.db.query<{ payload: unknown; doneAt: string | null; failedAt: string | null; lastError: string | null }>(
    'SELECT payload, done_at, failed_at, last_error FROM jobs WHERE kind = $1 ORDER BY run_at',
    [kind],
  );

describe('job payloads', () => {
  it('are refused when queued: the caller hears of it and nothing is stored', async () => {
    expect(() => ECHO.of({ reportId: 'not-an-id', times: 1 })).toThrow(BadJobPayload);
    // A payload typed wrong on purpose, as one read from outside the type system would be.
    const wrong = { reportId: id, times: 'twice' } as unknown as { reportId: string; times: number };
    await expect(enqueueJob(t.db, ECHO, wrong)).rejects.toThrow(/bad payload for job payload-test/);
    expect(await jobsOf(ECHO.kind)).toEqual([]);
  });

  it('are checked when run: a bad one fails at once, unrun, and the worker goes on', async () => {
    const now = new Date();
    const ran: unknown[] = [];
    const errors: unknown[] = [];
    const log = pino({ level: 'silent' }) as FastifyBaseLogger;
    log.error = ((obj: unknown) => errors.push(obj)) as FastifyBaseLogger['error'];
    const worker = createJobWorker(t.db, log, { now: () => now });
    worker.register(ECHO, async (payload) => {
      ran.push(payload);
    });
    // Stored by hand, as an older version or a mistyped script would leave it.
    await t.db.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, '{"reportId": 7}', $2)`, [
      ECHO.kind,
      new Date(now.getTime() - 1000).toISOString(),
    ]);
    await enqueueJob(t.db, ECHO, { reportId: id, times: 2 }, { runAt: now });
    expect(await worker.runDue()).toBe(2);
    expect(ran).toEqual([{ reportId: id, times: 2 }]);
    const [bad, good] = await jobsOf(ECHO.kind);
    expect(bad).toMatchObject({ doneAt: null, payload: { reportId: 7 } });
    expect(bad?.failedAt).not.toBeNull();
    expect(bad?.lastError).toMatch(/^bad payload for job payload-test/);
    expect(good?.doneAt).not.toBeNull();
    expect(errors).toEqual([expect.objectContaining({ kind: ECHO.kind })]);
  });
});
