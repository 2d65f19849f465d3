import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJobs } from '../../jobs/jobs.repo';
import { MAIL_JOB, queueMails } from '../../mail/delivery';
import { createOrgWithUsers } from '../../test/factories';
import { createTestDb, type TestDb } from '../../test/test-db';
import { DIGEST_JOB } from './digest.job';
import { insertNotifications, notificationKey } from './notifications.repo';

/**
 * The fan-out of one report entry is written set-based (notify.jobs.ts): the notifications, the
 * digest jobs and the mails with their delivery jobs, a statement each however many are told.
 * Each must write exactly what its one-at-a-time form wrote. PGlite and PostgreSQL alike.
 */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

describe('the fan-out written in one statement each', () => {
  it('writes every notification once; a retry of the same entry writes none', async () => {
    const { manager, tenant } = await createOrgWithUsers(t.db);
    const due = new Date('2026-11-26T10:00:00.000Z');
    const list = [
      { recipientId: manager.id, kind: 'report_new' as const, digestDue: null },
      { recipientId: tenant.id, kind: 'report_new' as const, digestDue: due },
      { recipientId: tenant.id, kind: 'report_status' as const },
    ].map((n) => ({
      ...n,
      reportId: null,
      actionId: null,
      data: { title: '#7 Kran', priority: 'Normal' as const },
    }));
    // The retry guard is unique per (recipient, action, kind), so the entry needs an action id.
    const [action] = await t.db.query<{ id: string }>('SELECT gen_random_uuid() AS id');
    const withAction = list.map((n) => ({ ...n, actionId: action!.id }));
    const written = await insertNotifications(t.db, withAction);
    expect(written.size).toBe(3);
    expect(written.get(notificationKey(tenant.id, 'report_status'))?.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.db.query<{
      recipientId: string;
      kind: string;
      digestDue: string | null;
      data: unknown;
    }>(
      'SELECT recipient_id, kind, digest_due, data FROM notifications WHERE action_id = $1 ORDER BY kind, recipient_id',
      [action!.id],
    );
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.recipientId === tenant.id && r.kind === 'report_new')?.digestDue).toBe(
      due.toISOString(),
    );
    expect(rows[0]?.data).toEqual({ title: '#7 Kran', priority: 'Normal' });
    expect((await insertNotifications(t.db, withAction)).size).toBe(0);
    expect(await insertNotifications(t.db, [])).toEqual(new Map());
  });

  it('stores each mail with one delivery job keyed by it, at the given time', async () => {
    const at = new Date('2026-11-26T11:30:00.000Z');
    const mails = ['a', 'b', 'c'].map((x) => ({
      to: `${x}-batch@example.test`,
      kind: 'report_new',
      subject: `Ämne ${x}`,
      text: `Text ${x}`,
      html: x === 'a' ? '<p>a</p>' : undefined,
      link: 'https://example.test/unsubscribe',
    }));
    await queueMails(t.db, mails, at);
    const stored = await t.db.query<{
      id: string;
      toAddress: string;
      htmlBody: string | null;
      subject: string;
    }>(
      `SELECT id, to_address, html_body, subject FROM mail_outbox WHERE to_address LIKE '%-batch@example.test' ORDER BY to_address`,
    );
    expect(stored.map((m) => [m.toAddress, m.subject, m.htmlBody])).toEqual([
      ['a-batch@example.test', 'Ämne a', '<p>a</p>'],
      ['b-batch@example.test', 'Ämne b', null],
      ['c-batch@example.test', 'Ämne c', null],
    ]);
    const jobs = await t.db.query<{
      kind: string;
      payload: { outboxId: string };
      dedupeKey: string;
      runAt: string;
    }>('SELECT kind, payload, dedupe_key, run_at FROM jobs WHERE dedupe_key = ANY($1::text[])', [
      stored.map((m) => `mail:${m.id}`),
    ]);
    expect(jobs).toHaveLength(3);
    for (const j of jobs) {
      expect(j.kind).toBe(MAIL_JOB.kind);
      expect(j.dedupeKey).toBe(`mail:${j.payload.outboxId}`);
      expect(j.runAt).toBe(at.toISOString());
    }
  });

  it('enqueues jobs once per dedupe key, within one call and across calls', async () => {
    const runAt = new Date('2026-11-26T12:00:00.000Z');
    const [u1, u2] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const job = DIGEST_JOB.of({ userId: u1 }, { runAt, dedupeKey: 'digest:batch-test' });
    const other = DIGEST_JOB.of({ userId: u2 }, { dedupeKey: 'digest:batch-test-2' });
    expect(await enqueueJobs(t.db, [job, job, other])).toBe(2);
    expect(await enqueueJobs(t.db, [job])).toBe(0);
    const rows = await t.db.query<{ dedupeKey: string; runAt: string; maxAttempts: number }>(
      `SELECT dedupe_key, run_at, max_attempts FROM jobs WHERE dedupe_key LIKE 'digest:batch-test%' ORDER BY dedupe_key`,
    );
    expect(rows.map((r) => [r.dedupeKey, r.maxAttempts])).toEqual([
      ['digest:batch-test', 8],
      ['digest:batch-test-2', 8],
    ]);
    expect(rows[0]?.runAt).toBe(runAt.toISOString());
  });
});
