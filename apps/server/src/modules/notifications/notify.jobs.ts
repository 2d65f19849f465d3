import type { NotificationData, NotificationKind } from '@app/contract';
import { z } from 'zod';
import { reportFields } from '../../authz/report-fields.policy';
import { reportAccess } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import type { DomainEvent } from '../../events/bus';
import { jobKind, type NewJob } from '../../jobs/job-kind';
import { enqueueJob, enqueueJobs } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { findReport, findVisit, hasHazards, type ReportRow } from '../reports';
import type { NotificationMessage } from './channels/channel';
import { notificationChannels } from './channels/installed';
import { createChannelRegistry } from './channels/registry';
import { DIGEST_JOB, registerDigestJob } from './digest.job';
import { errandPath, notificationLine } from './notification-text';
import { insertNotifications, notificationKey } from './notifications.repo';
import { marketAtOnce, remindWhenUnaccepted, rulesFor } from './notify-rules';
import { OVERDUE_JOB, overdueJobs, stillOverdue } from './overdue-jobs';
import { audienceOf, type Recipient, recipientsFor } from './recipients';
import { type InviteFor, visitInviteFor, visitKinds } from './visit-invites';
import { setsVisitTime, VISIT_REMINDER_JOB, visitReminderJobs, visitStillDue } from './visit-reminders';

/** Entries about a proposed visit time, told with the time. */
const proposalKinds: readonly string[] = ['time_proposed', 'time_declined'];

/** Who is told of one timeline entry, and how (a report change, report-context.ts). */
export const NOTIFY_JOB = jobKind('notify', z.object({ actionId: z.guid() }));
/** The managers are reminded when the report the entry opened still waits for a contractor. */
const REMINDER_JOB = jobKind('reminder', z.object({ reportId: z.guid(), actionId: z.guid() }));

type NotifyDeps = Pick<Deps, 'db' | 'bus' | 'config' | 'jwtSecret' | 'log'>;

/**
 * Called in the transaction of every report change (report-context.ts): the
 * telling is a job of its own, so it commits with the change and survives a restart.
 */
export async function enqueueNotify(q: Queryable, actionId: string): Promise<void> {
  await enqueueJob(q, NOTIFY_JOB, { actionId }, { dedupeKey: `notify:${actionId}` });
}

interface ActionFacts {
  id: string;
  reportId: string;
  kind: string;
  actorId: string | null;
  toStatus: string | null;
  note: string | null;
  visibility: string;
  contractorId: string | null;
  visitStartsAt: string | null;
  visitEndsAt: string | null;
}

/** What a recipient may read of the report: the marketplace sees no more than the market list shows. */
function dataFor(report: ReportRow, r: Recipient, extra: NotificationData): NotificationData {
  // The errand's number leads the title, as everywhere an errand is named.
  const base = {
    title: `#${report.number} ${report.whatBroke}`,
    priority: report.priority,
    trade: report.trade,
    ...extra,
  };
  if (r.access !== 'full') return base;
  // The report row already carries the contractor's name and phone (one query for every recipient).
  return {
    ...base,
    status: report.status,
    contractorName: report.contractorName,
    contractorPhone: report.contractorPhone,
  };
}

function hourAfter(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return new Date(start.getTime() + 3_600_000);
}

export function registerNotificationJobs(worker: JobWorker, deps: NotifyDeps): void {
  const { db, config } = deps;
  const channels = createChannelRegistry(notificationChannels(deps));
  registerDigestJob(worker, deps, channels);

  /**
   * Writes the recipients' notifications and their messages by the channels they chose (now, or
   * in the next digest) in a statement each, whatever their number; returns the hub events of
   * those written.
   */
  async function tellAll(
    q: Queryable,
    report: ReportRow,
    recipients: readonly Recipient[],
    actionId: string | null,
    now: Date,
    extra: { data?: NotificationData; invite?: InviteFor } = {},
  ): Promise<DomainEvent[]> {
    const told = recipients.map((r) => {
      const data = dataFor(report, r, extra.data ?? {});
      const reached = channels.reaches(r, r.kind);
      // A new errand on the market that is not urgent goes out in the next hour's digest.
      const due =
        reached && r.kind === 'market_new' && !marketAtOnce.includes(report.priority) ? hourAfter(now) : null;
      return { r, data, reached, due };
    });
    const written = await insertNotifications(
      q,
      told.map(({ r, data, due }) => ({
        recipientId: r.id,
        kind: r.kind,
        reportId: report.id,
        actionId,
        data,
        digestDue: due,
      })),
    );
    const events: DomainEvent[] = [];
    const digests: NewJob[] = [];
    const messages: NotificationMessage[] = [];
    for (const { r, data, reached, due } of told) {
      const n = written.get(notificationKey(r.id, r.kind));
      if (!n) continue;
      events.push({
        type: 'NotificationAdded',
        payload: { recipientId: r.id, notificationId: n.id, reportId: report.id },
      });
      if (!reached) continue;
      if (due) {
        digests.push(
          DIGEST_JOB.of({ userId: r.id }, { runAt: due, dedupeKey: `digest:${r.id}:${due.toISOString()}` }),
        );
      } else {
        const line = notificationLine(r.locale, r.kind, data);
        const item = {
          line,
          link: `${config.publicUrl}${errandPath(r.role, report.id)}`,
          phone: data.contractorPhone,
          // How to get in, for those the field policy lets read it (never the marketplace).
          access: reportFields(r, report, r.access).has('access') ? report.access : null,
        };
        const calendar = extra.invite?.(r) ?? null;
        messages.push({ to: r, kind: r.kind, subject: line, intro: null, items: [item], calendar });
      }
    }
    await enqueueJobs(q, digests);
    await channels.deliver(q, messages, now);
    return events;
  }

  async function publish(events: DomainEvent[]) {
    if (events.length === 0) return;
    try {
      await deps.bus.publish(...events);
    } catch (err) {
      deps.log.error({ err }, 'publishing notifications failed');
    }
  }

  worker.register(NOTIFY_JOB, async ({ actionId }, { now }) => {
    const [action] = await db.query<ActionFacts>(
      `SELECT id, report_id, kind, actor_id, to_status, note, visibility, contractor_id, visit_starts_at,
              visit_ends_at FROM report_actions WHERE id = $1`,
      [actionId],
    );
    if (!action) return; // the report was deleted since
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, action.reportId);
      if (!report) return [];
      const hazard = action.kind === 'created' && (await hasHazards(q, report.id));
      const recipients = await recipientsFor(q, rulesFor({ ...action, hazard }), report, action.actorId);
      const { visitStartsAt: startsAt, visitEndsAt: endsAt } = action;
      // A mail about a visit carries its invite, or its cancellation, for the recipient's calendar.
      const invite =
        visitKinds.includes(action.kind) && startsAt && endsAt
          ? await visitInviteFor(
              q,
              deps,
              report,
              { startsAt, endsAt, cancelled: action.kind === 'visit_cancelled' },
              action.id,
            )
          : undefined;
      // A proposed (or declined) time is named in the line: "Ny tid föreslagen: 3 dec. 14:00".
      const data = proposalKinds.includes(action.kind) && startsAt ? { visitStartsAt: startsAt } : undefined;
      const out = await tellAll(q, report, recipients, action.id, now, { invite, data });
      await enqueueJobs(q, overdueJobs(report));
      if (setsVisitTime.includes(action.kind) && action.visitStartsAt)
        await enqueueJobs(q, visitReminderJobs(report.id, action.visitStartsAt, now));
      if (remindWhenUnaccepted.includes(action.kind)) {
        const [org] = await q.query<{ reminderUrgentMinutes: number; reminderOtherMinutes: number }>(
          'SELECT reminder_urgent_minutes, reminder_other_minutes FROM organisations WHERE id = $1',
          [report.organisationId],
        );
        const minutes = report.priority === 'Urgent' ? org!.reminderUrgentMinutes : org!.reminderOtherMinutes;
        await enqueueJob(
          q,
          REMINDER_JOB,
          { reportId: report.id, actionId: action.id },
          { runAt: new Date(now.getTime() + minutes * 60_000), dedupeKey: `reminder:${action.id}` },
        );
      }
      return out;
    });
    await publish(events);
  });

  /** The managers of the report's organisation who may read it, to be told `kind`. */
  async function managersToTell(q: Queryable, report: ReportRow, kind: NotificationKind) {
    const managers: Recipient[] = [];
    for (const c of await audienceOf(q, 'managers', report)) {
      const access = reportAccess(c, report, c.contractorTrade);
      if (access !== 'none') managers.push({ ...c, kind, access });
    }
    return managers;
  }

  /** Managers are reminded of a report still waiting for a contractor since the entry that opened it. */
  worker.register(REMINDER_JOB, async ({ reportId, actionId }, { now }) => {
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, reportId);
      if (report?.status !== 'Open' || report.contractorId) return [];
      const managers = await managersToTell(q, report, 'report_unaccepted');
      return tellAll(q, report, managers, actionId, now);
    });
    await publish(events);
  });

  /** The reporter and the contractor are reminded of a visit still planned at the time it was booked for. */
  worker.register(VISIT_REMINDER_JOB, async ({ reportId, startsAt }, { now }) => {
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, reportId);
      if (report?.status !== 'InProgress' || !(await visitStillDue(q, reportId, startsAt, now))) return [];
      const rules = [
        { to: 'reporter', kind: 'visit_reminder' },
        { to: 'contractor', kind: 'visit_reminder' },
      ] as const;
      const recipients = await recipientsFor(q, rules, report, null);
      const visit = await findVisit(q, reportId);
      const invite = visit ? await visitInviteFor(q, deps, report, visit, null) : undefined;
      return tellAll(q, report, recipients, null, now, { data: { visitStartsAt: startsAt }, invite });
    });
    await publish(events);
  });

  /** Managers are told when a deadline passed (docs/PRODUCT.md "Deadlines"), once per deadline. */
  worker.register(OVERDUE_JOB, async ({ reportId, phase, due }, { now }) => {
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, reportId);
      if (!report || !stillOverdue(report, phase, due, now)) return [];
      return tellAll(q, report, await managersToTell(q, report, 'report_overdue'), null, now);
    });
    await publish(events);
  });
}
