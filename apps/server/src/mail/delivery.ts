import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { type JobPayload, jobKind, type NewJob } from '../jobs/job-kind';
import { enqueueJobs } from '../jobs/jobs.repo';
import type { JobHandler } from '../jobs/worker';
import { insertOutboxes, markFailed, markSent, type OutboxRow, type OutgoingMail } from './outbox.repo';

/** The delivery of one stored mail. */
export const MAIL_JOB = jobKind('mail', z.object({ outboxId: z.guid() }));

/**
 * Mails stored and each one's delivery scheduled, in the caller's transaction (the mails exist
 * exactly when the change that caused them committed), in two statements whatever their number
 * (a notification's fan-out).
 */
export async function queueMails(q: Queryable, mails: readonly OutgoingMail[], runAt?: Date): Promise<void> {
  const ids = await insertOutboxes(q, mails);
  await enqueueJobs(
    q,
    ids.map((id) => deliveryJob(id, runAt)),
  );
}

/** Delivery of a stored mail as a job; once per mail, however often it is asked for. */
export async function scheduleDelivery(q: Queryable, outboxId: string, runAt?: Date): Promise<void> {
  await enqueueJobs(q, [deliveryJob(outboxId, runAt)]);
}

function deliveryJob(outboxId: string, runAt?: Date): NewJob {
  return MAIL_JOB.of({ outboxId }, { dedupeKey: `mail:${outboxId}`, runAt });
}

/**
 * Hands one stored mail to SMTP. A mail already sent is not sent again (a job
 * retried after the send but before it was recorded); an SMTP error throws, so
 * the queue retries with backoff. Without SMTP_URL the outbox is the destination.
 */
export function mailJobHandler(
  deps: Pick<Deps, 'config' | 'db' | 'log'>,
): JobHandler<JobPayload<typeof MAIL_JOB>> {
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= nodemailer.createTransport(deps.config.SMTP_URL!));
  return async ({ outboxId }) => {
    const [mail] = await deps.db.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [outboxId]);
    if (!mail || mail.sentAt) return;
    if (!deps.config.SMTP_URL) {
      deps.log.info(
        { to: mail.toAddress, kind: mail.kind, link: mail.link },
        'mail stored in the outbox (no SMTP_URL)',
      );
      return;
    }
    try {
      await smtp().sendMail({
        from: deps.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        headers: oneClickHeaders(mail.link),
        // The invite as the calendar part mail programs offer to add, update or remove.
        icalEvent: mail.calendar
          ? { method: calendarMethod(mail.calendar), content: mail.calendar }
          : undefined,
      });
    } catch (err) {
      await markFailed(deps.db, outboxId, (err as Error).message).catch(() => {});
      throw err;
    }
    await markSent(deps.db, outboxId);
  };
}

/** Notification mails carry the unsubscribe link as a one-click List-Unsubscribe (RFC 8058) too. */
function oneClickHeaders(link: string | null): Record<string, string> | undefined {
  if (!link?.includes('/auth/unsubscribe?')) return undefined;
  return {
    'List-Unsubscribe': `<${link.replace('/auth/unsubscribe?', '/api/unsubscribe?')}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The METHOD an invite declares (REQUEST or CANCEL), which the calendar part repeats. */
function calendarMethod(ics: string): string {
  return /^METHOD:(\w+)/m.exec(ics)?.[1] ?? 'PUBLISH';
}
