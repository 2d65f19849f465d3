import type { Queryable } from '../db';

export interface OutboxRow {
  id: string;
  toAddress: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  link: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export async function insertOutbox(
  q: Queryable,
  m: { to: string; kind: string; subject: string; text: string; html?: string; link?: string },
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, kind, subject, text_body, html_body, link)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.to, m.kind, m.subject, m.text, m.html ?? null, m.link ?? null],
  );
  return row!.id;
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
