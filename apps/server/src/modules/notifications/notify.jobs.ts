import type { NotificationData, NotificationKind } from '@app/contract';
import { translate } from '@app/i18n';
import { reportFields } from '../../authz/report-fields.policy';
import { reportAccess } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import type { DomainEvent } from '../../events/bus';
import { enqueueJob, enqueueJobs, type NewJob } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { type QueuedMail, queueMail, queueMails } from '../../mail/delivery';
import { findReport, hasHazards, type ReportRow } from '../reports';
import { errandPath, type MailItem, notificationLine, renderNotificationMail } from './notification-text';
import { insertNotifications, notificationKey, wantsMail } from './notifications.repo';
import { marketAtOnce, remindWhenUnaccepted, rulesFor } from './notify-rules';
import { OVERDUE_JOB, type OverduePhase, overdueJobs, stillOverdue } from './overdue-jobs';
import { audienceOf, type Recipient, recipientsFor } from './recipients';
import { unsubscribeToken } from './unsubscribe-token';

export const NOTIFY_JOB = 'notify';
const REMINDER_JOB = 'reminder';
const DIGEST_JOB = 'digest';

type NotifyDeps = Pick<Deps, 'db' | 'bus' | 'config' | 'jwtSecret' | 'log'>;

/**
 * Called in the transaction of every report change (report-context.ts): the
 * telling is a job of its own, so it commits with the change and survives a restart.
 */
export async function enqueueNotify(q: Queryable, actionId: string): Promise<void> {
  await enqueueJob(q, { kind: NOTIFY_JOB, payload: { actionId }, dedupeKey: `notify:${actionId}` });
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
}

/** What a recipient may read of the report: the marketplace sees no more than the market list shows. */
function dataFor(report: ReportRow, r: Recipient): NotificationData {
  // The errand's number leads the title, as everywhere an errand is named.
  const base = {
    title: `#${report.number} ${report.whatBroke}`,
    priority: report.priority,
    trade: report.trade,
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

  /**
   * Writes the recipients' notifications and their mails (now, or in the next digest) in a
   * statement each, whatever their number; returns the hub events of those written.
   */
  async function tellAll(
    q: Queryable,
    report: ReportRow,
    recipients: readonly Recipient[],
    actionId: string | null,
    now: Date,
  ): Promise<DomainEvent[]> {
    const told = recipients.map((r) => {
      const data = dataFor(report, r);
      const mail = wantsMail(r.mailPrefs, r.kind);
      // A new errand on the market that is not urgent goes out in the next hour's digest.
      const due =
        mail && r.kind === 'market_new' && !marketAtOnce.includes(report.priority) ? hourAfter(now) : null;
      return { r, data, mail, due };
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
    const mails: QueuedMail[] = [];
    for (const { r, data, mail, due } of told) {
      const n = written.get(notificationKey(r.id, r.kind));
      if (!n) continue;
      events.push({
        type: 'NotificationAdded',
        payload: { recipientId: r.id, notificationId: n.id, reportId: report.id },
      });
      if (!mail) continue;
      if (due) {
        digests.push({
          kind: DIGEST_JOB,
          payload: { userId: r.id },
          runAt: due,
          dedupeKey: `digest:${r.id}:${due.toISOString()}`,
        });
      } else {
        const line = notificationLine(r.locale, r.kind, data);
        const item = {
          line,
          link: `${config.publicUrl}${errandPath(r.role, report.id)}`,
          phone: data.contractorPhone,
          // How to get in, for those the field policy lets read it (never the marketplace).
          access: reportFields(r, report, r.access).has('access') ? report.access : null,
        };
        mails.push(mailTo(r, r.kind, line, null, [item]));
      }
    }
    await enqueueJobs(q, digests);
    await queueMails(q, mails, now);
    return events;
  }

  function mailTo(
    r: Recipient | { id: string; email: string; locale: Recipient['locale'] },
    kind: NotificationKind,
    subject: string,
    intro: string | null,
    items: MailItem[],
  ) {
    const link = `${config.publicUrl}/auth/unsubscribe?token=${unsubscribeToken(deps.jwtSecret, r.id, kind)}`;
    return { to: r.email, kind, link, ...renderNotificationMail(r.locale, subject, intro, items, link) };
  }

  async function publish(events: DomainEvent[]) {
    if (events.length === 0) return;
    try {
      await deps.bus.publish(...events);
    } catch (err) {
      deps.log.error({ err }, 'publishing notifications failed');
    }
  }

  worker.register(NOTIFY_JOB, async (job, { now }) => {
    const [action] = await db.query<ActionFacts>(
      `SELECT id, report_id, kind, actor_id, to_status, note, visibility, contractor_id FROM report_actions WHERE id = $1`,
      [String(job.payload.actionId)],
    );
    if (!action) return; // the report was deleted since
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, action.reportId);
      if (!report) return [];
      const hazard = action.kind === 'created' && (await hasHazards(q, report.id));
      const recipients = await recipientsFor(q, rulesFor({ ...action, hazard }), report, action.actorId);
      const out = await tellAll(q, report, recipients, action.id, now);
      await enqueueJobs(q, overdueJobs(report));
      if (remindWhenUnaccepted.includes(action.kind)) {
        const [org] = await q.query<{ reminderUrgentMinutes: number; reminderOtherMinutes: number }>(
          'SELECT reminder_urgent_minutes, reminder_other_minutes FROM organisations WHERE id = $1',
          [report.organisationId],
        );
        const minutes = report.priority === 'Urgent' ? org!.reminderUrgentMinutes : org!.reminderOtherMinutes;
        await enqueueJob(q, {
          kind: REMINDER_JOB,
          payload: { reportId: report.id, actionId: action.id },
          runAt: new Date(now.getTime() + minutes * 60_000),
          dedupeKey: `reminder:${action.id}`,
        });
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
  worker.register(REMINDER_JOB, async (job, { now }) => {
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, String(job.payload.reportId));
      if (report?.status !== 'Open' || report.contractorId) return [];
      const managers = await managersToTell(q, report, 'report_unaccepted');
      return tellAll(q, report, managers, String(job.payload.actionId), now);
    });
    await publish(events);
  });

  /** Managers are told when a deadline passed (docs/PRODUCT.md "Deadlines"), once per deadline. */
  worker.register(OVERDUE_JOB, async (job, { now }) => {
    const phase = job.payload.phase as OverduePhase;
    const events = await db.transaction(async (q) => {
      const report = await findReport(q, String(job.payload.reportId));
      if (!report || !stillOverdue(report, phase, String(job.payload.due), now)) return [];
      return tellAll(q, report, await managersToTell(q, report, 'report_overdue'), null, now);
    });
    await publish(events);
  });

  /** One mail for the market notifications of the past hour whose reports are still on the market. */
  worker.register(DIGEST_JOB, async (job, { now }) => {
    const userId = String(job.payload.userId);
    await db.transaction(async (q) => {
      const rows = await q.query<{
        id: string;
        reportId: string;
        data: NotificationData;
        stillOpen: boolean;
      }>(
        `UPDATE notifications n SET digest_due = NULL
           FROM reports r
          WHERE n.report_id = r.id AND n.recipient_id = $1 AND n.digest_due IS NOT NULL AND n.digest_due <= $2
          RETURNING n.id, n.report_id, n.data, (r.status = 'Open' AND r.contractor_id IS NULL) AS still_open`,
        [userId, now.toISOString()],
      );
      const open = rows.filter((r) => r.stillOpen);
      if (open.length === 0) return;
      const [user] = await q.query<{ id: string; email: string; locale: 'sv' | 'en'; role: 'Contractor' }>(
        'SELECT id, email, locale, role FROM users WHERE id = $1 AND NOT disabled',
        [userId],
      );
      if (!user) return;
      const t = (key: string, vars?: Record<string, string | number>) => translate(user.locale, key, vars);
      const subject = t(`notifications.mail.digestSubject_${open.length === 1 ? 'one' : 'other'}`, {
        count: open.length,
      });
      const items = open.map((n) => ({
        line: notificationLine(user.locale, 'market_new', n.data),
        link: `${config.publicUrl}${errandPath(user.role, n.reportId)}`,
      }));
      await queueMail(
        q,
        mailTo(user, 'market_new', subject, t('notifications.mail.digestIntro'), items),
        now,
      );
    });
  });
}
