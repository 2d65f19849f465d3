import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { enqueueJob, enqueueJobs, type NewJob } from '../jobs/jobs.repo';
import type { JobHandler } from '../jobs/worker';
import { insertOutbox, insertOutboxes, markFailed, markSent, type OutboxRow } from './outbox.repo';

export const MAIL_JOB = 'mail';

export interface QueuedMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
}

/**
 * Stores a mail and schedules its delivery, in the caller's transaction: the
 * mail exists exactly when the change that caused it committed.
 */
export async function queueMail(q: Queryable, mail: QueuedMail, runAt?: Date): Promise<string> {
  const id = await insertOutbox(q, mail);
  await scheduleDelivery(q, id, runAt);
  return id;
}

/**
 * Several mails stored and each one's delivery scheduled, in two statements whatever their number
 * (a notification's fan-out): as queueMail for each.
 */
export async function queueMails(q: Queryable, mails: readonly QueuedMail[], runAt?: Date): Promise<void> {
  const ids = await insertOutboxes(q, mails);
  await enqueueJobs(
    q,
    ids.map((id) => deliveryJob(id, runAt)),
  );
}

/** Delivery of a stored mail as a job; once per mail, however often it is asked for. */
export async function scheduleDelivery(q: Queryable, outboxId: string, runAt?: Date): Promise<void> {
  await enqueueJob(q, deliveryJob(outboxId, runAt));
}

function deliveryJob(outboxId: string, runAt?: Date): NewJob {
  return { kind: MAIL_JOB, payload: { outboxId }, dedupeKey: `mail:${outboxId}`, runAt };
}

/**
 * Hands one stored mail to SMTP. A mail already sent is not sent again (a job
 * retried after the send but before it was recorded); an SMTP error throws, so
 * the queue retries with backoff. Without SMTP_URL the outbox is the destination.
 */
export function mailJobHandler(deps: Pick<Deps, 'config' | 'db' | 'log'>): JobHandler {
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= nodemailer.createTransport(deps.config.SMTP_URL!));
  return async (job) => {
    const outboxId = String(job.payload.outboxId);
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
