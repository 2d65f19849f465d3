import type { Queryable } from '../db';

export interface OutboxRow {
  id: string;
  toAddress: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  link: string | null;
  /** A calendar invite sent with the mail (text/calendar), for mails about a visit. */
  calendar: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** A mail to send, whatever it is for: account mails (mailer.ts) and notification mails alike. */
export interface OutgoingMail {
  to: string;
  /** What the mail is for: 'invite', 'reset', 'email_change', a notification kind… (stored in the outbox). */
  kind: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail carries, kept in the outbox and logged when there is no SMTP. */
  link?: string;
  calendar?: string | null;
}

export async function insertOutbox(q: Queryable, m: OutgoingMail): Promise<string> {
  const [id] = await insertOutboxes(q, [m]);
  return id!;
}

/**
 * Stores several mails in one statement (a notification's fan-out); answers their ids.
 * With `keep` false the same statement runs and stores nothing: a reset request for an
 * unknown address does the same work as one for a known address (auth/password.service.ts).
 */
export async function insertOutboxes(
  q: Queryable,
  mails: readonly OutgoingMail[],
  keep = true,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, kind, subject, text_body, html_body, link, calendar)
     SELECT m.to_address, m.kind, m.subject, m.text_body, m.html_body, m.link, m.calendar
       FROM jsonb_to_recordset($1::jsonb)
         AS m(to_address text, kind text, subject text, text_body text, html_body text, link text, calendar text)
      WHERE $2::boolean
     RETURNING id`,
    [
      JSON.stringify(
        mails.map((m) => ({
          to_address: m.to,
          kind: m.kind,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html ?? null,
          link: m.link ?? null,
          calendar: m.calendar ?? null,
        })),
      ),
      keep,
    ],
  );
  return rows.map((r) => r.id);
}

export async function markSent(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE mail_outbox SET sent_at = now(), error = NULL WHERE id = $1', [id]);
}

export async function markFailed(q: Queryable, id: string, error: string): Promise<void> {
  await q.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [id, error.slice(0, 1000)]);
}

/** The newest mails to an address, newest first (tests, support). */
export async function outboxFor(q: Queryable, to: string, kind?: string): Promise<OutboxRow[]> {
  return q.query<OutboxRow>(
    `SELECT * FROM mail_outbox WHERE lower(to_address) = lower($1) AND ($2::text IS NULL OR kind = $2)
      ORDER BY created_at DESC`,
    [to, kind ?? null],
  );
}
