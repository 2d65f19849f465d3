import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../deps';
import { backoffMs } from '../jobs/worker';
import { scheduleDelivery } from './delivery';
import { insertOutbox, markFailed, markSent, type OutgoingMail } from './outbox.repo';

export interface SentMail {
  /** mail_outbox id */
  id: string;
  /** True when an SMTP server accepted it. */
  delivered: boolean;
}

export interface Mailer {
  /** Stores the mail in mail_outbox, then hands it to SMTP when configured. Never throws on SMTP errors. */
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Stores the mail now and delivers it in the background (callers that must not wait on SMTP). */
  queue(mail: OutgoingMail): Promise<{ id: string; delivered: Promise<boolean> }>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table is the
 * only destination and the link is logged, so invites and resets work on a laptop.
 * Sent at once (the caller learns whether it went); a failed send is retried by the job queue.
 */
export function createMailer(deps: Pick<Deps, 'config' | 'db' | 'log'>): Mailer {
  const { config, db, log } = deps;
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= nodemailer.createTransport(config.SMTP_URL!));

  async function deliver(id: string, mail: OutgoingMail): Promise<boolean> {
    if (!config.SMTP_URL) {
      log.info({ to: mail.to, kind: mail.kind, link: mail.link }, 'mail stored in the outbox (no SMTP_URL)');
      return false;
    }
    try {
      await smtp().sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markSent(db, id);
      return true;
    } catch (err) {
      log.warn({ err, to: mail.to, kind: mail.kind }, 'SMTP delivery failed; retried from the job queue');
      await markFailed(db, id, (err as Error).message).catch(() => {});
      // The job queue tries again with backoff, as for every other mail (mail/delivery.ts).
      await scheduleDelivery(db, id, new Date(Date.now() + backoffMs(1))).catch((e) =>
        log.error({ err: e, id }, 'scheduling a mail retry failed'),
      );
      return false;
    }
  }

  return {
    async send(mail) {
      const id = await insertOutbox(db, mail);
      return { id, delivered: await deliver(id, mail) };
    },
    async queue(mail) {
      const id = await insertOutbox(db, mail);
      return { id, delivered: deliver(id, mail) };
    },
  };
}
