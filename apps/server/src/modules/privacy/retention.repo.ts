import type { Queryable } from '../../db';
import { ERASED_TEXT, mentionPattern } from './erasure.repo';

/** Chats that never became an errand are kept this long after their last message. */
export const CHAT_RETENTION_DAYS = 90;
/** Sign-in records (sessions: times and browser) are kept this long after their last use. */
export const SIGN_IN_RETENTION_MONTHS = 12;
/** Errands anonymised per run at most; the rest wait for the next day (a first run on old data). */
const ERRAND_BATCH = 2000;

/** A closed errand due for anonymising, with what identifies its reporter. */
interface DueErrand {
  id: string;
  organisationId: string;
  reporterId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  publicEmail: string | null;
  publicPhone: string | null;
}

/**
 * Takes the personal data out of one closed errand; the errand stays as the property's history.
 * The reporter is no longer named (no account link, no access line, no customer number); their
 * name, email and phone as written become `[…]` in its texts; their chat words, rating comment
 * and the photos they uploaded go, unless a manager kept a photo for the errand.
 */
async function anonymiseErrand(q: Queryable, e: DueErrand): Promise<void> {
  const pattern = mentionPattern([e.name, e.email, e.phone, e.publicEmail, e.publicPhone]);
  if (pattern) {
    const scrub = (col: string) => `${col} = regexp_replace(${col}, $2, $3, 'gi')`;
    await q.query(`UPDATE reports SET ${scrub('what_broke')}, ${scrub('description')} WHERE id = $1`, [
      e.id,
      pattern,
      ERASED_TEXT,
    ]);
    await q.query(
      `UPDATE report_actions SET ${scrub('note')}, ${scrub('actor_name')}
        WHERE report_id = $1 AND (note ~* $2 OR actor_name ~* $2)`,
      [e.id, pattern, ERASED_TEXT],
    );
  }
  if (e.reporterId) {
    await q.query('UPDATE report_actions SET actor_name = NULL WHERE report_id = $1 AND actor_id = $2', [
      e.id,
      e.reporterId,
    ]);
    await q.query('UPDATE report_ratings SET comment = NULL WHERE report_id = $1 AND rated_by = $2', [
      e.id,
      e.reporterId,
    ]);
    await q.query(
      'DELETE FROM report_files WHERE report_id = $1 AND uploader_id = $2 AND NOT kept_for_errand',
      [e.id, e.reporterId],
    );
    await q.query('UPDATE report_files SET uploader_name = NULL WHERE report_id = $1 AND uploader_id = $2', [
      e.id,
      e.reporterId,
    ]);
  }
  // The conversation the errand came from: the reporter's words go, the assistant's stay scrubbed.
  await q.query(
    `UPDATE chat_messages m SET content = $2, suggestions = NULL, action = NULL, hazard = NULL
       FROM chat_sessions s
      WHERE m.session_id = s.id AND m.role = 'user'
        AND (s.report_id = $1 OR s.id = (SELECT chat_session_id FROM reports WHERE id = $1))`,
    [e.id, ERASED_TEXT],
  );
  await q.query(
    `UPDATE chat_sessions SET title = NULL, state = '{}'::jsonb
      WHERE report_id = $1 OR id = (SELECT chat_session_id FROM reports WHERE id = $1)`,
    [e.id],
  );
  // Reported without an account: the contact kept with the submission. Its links end and keep no
  // address: the follow link's (the reporter's) and the work-order links' (an outside contractor,
  // often one person, as the sender typed name and address; a decline's reason in their words).
  // The contractor record itself stays: other errands and organisations may act for it.
  await q.query(
    `UPDATE public_submissions SET email = 'erased@erased.invalid', phone = NULL, description = $2
      WHERE report_id = $1`,
    [e.id, ERASED_TEXT],
  );
  // What an outside contractor did through a work-order link is signed with the name the sender
  // typed, and a decline's note quotes their reason: the name goes, and their name or address
  // where written.
  const linked = await q.query<{ email: string; name: string | null }>(
    `SELECT email, contractor_name AS name FROM errand_links WHERE report_id = $1 AND purpose = 'work_order'`,
    [e.id],
  );
  const linkPattern = mentionPattern(linked.flatMap((l) => [l.email, l.name]));
  if (linkPattern)
    await q.query(
      `UPDATE report_actions SET note = regexp_replace(note, $2, $3, 'gi') WHERE report_id = $1 AND note ~* $2`,
      [e.id, linkPattern, ERASED_TEXT],
    );
  // Signed by someone with no account behind the name: a link's holder (or an account since deleted).
  await q.query(
    `UPDATE report_actions SET actor_name = NULL
      WHERE report_id = $1 AND actor_id IS NULL AND actor_role IS NOT NULL`,
    [e.id],
  );
  await q.query(
    `UPDATE errand_links SET email = 'erased@erased.invalid', contractor_name = NULL, decline_reason = NULL,
            revoked_at = coalesce(revoked_at, now())
      WHERE report_id = $1`,
    [e.id],
  );
  await q.query(
    `UPDATE reports SET reporter_id = NULL, access = NULL, customer_number = NULL, anonymised_at = now()
      WHERE id = $1`,
    [e.id],
  );
}

/**
 * Anonymises the closed errands whose organisation's retention (years after closing) has run
 * out by `now`; answers how many per organisation.
 */
export async function anonymiseExpiredErrands(q: Queryable, now: Date): Promise<Map<string, number>> {
  const due = await q.query<DueErrand>(
    `SELECT r.id, r.organisation_id, r.reporter_id, u.name, u.email, u.phone,
            ps.email AS public_email, ps.phone AS public_phone
       FROM reports r
       JOIN organisations o ON o.id = r.organisation_id
       LEFT JOIN users u ON u.id = r.reporter_id
       LEFT JOIN public_submissions ps ON ps.report_id = r.id
      WHERE r.status = 'Closed' AND r.anonymised_at IS NULL
        AND r.closed_at < $1::timestamptz - make_interval(years => o.retention_years)
      ORDER BY r.closed_at
      LIMIT ${ERRAND_BATCH}`,
    [now.toISOString()],
  );
  const counts = new Map<string, number>();
  for (const errand of due) {
    await anonymiseErrand(q, errand);
    counts.set(errand.organisationId, (counts.get(errand.organisationId) ?? 0) + 1);
  }
  return counts;
}

/** Deletes the chats that never became an errand and have been quiet for 90 days; per organisation. */
export async function deleteStaleChats(q: Queryable, now: Date): Promise<Map<string | null, number>> {
  const rows = await q.query<{ organisationId: string | null }>(
    `DELETE FROM chat_sessions s
      WHERE s.report_id IS NULL
        AND s.updated_at < $1::timestamptz - make_interval(days => ${CHAT_RETENTION_DAYS})
        AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.chat_session_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id
                          AND m.created_at >= $1::timestamptz - make_interval(days => ${CHAT_RETENTION_DAYS}))
      RETURNING s.organisation_id`,
    [now.toISOString()],
  );
  const counts = new Map<string | null, number>();
  for (const { organisationId } of rows) counts.set(organisationId, (counts.get(organisationId) ?? 0) + 1);
  return counts;
}

/** Deletes sign-in records (ended sessions) last used more than 12 months ago; how many. */
export async function deleteOldSignIns(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query(
    `DELETE FROM auth_sessions
      WHERE last_used_at < $1::timestamptz - make_interval(months => ${SIGN_IN_RETENTION_MONTHS})
        AND (revoked_at IS NOT NULL OR expires_at < $1::timestamptz)
      RETURNING id`,
    [now.toISOString()],
  );
  return rows.length;
}

export interface RetentionRun {
  day: string;
  ranAt: string;
  errandsAnonymised: number;
  chatsDeleted: number;
  signInsDeleted: number;
}

/** Claims the run of `day`: false when it already ran (another instance, a retried job). */
export async function claimRetentionDay(q: Queryable, day: string): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO retention_runs (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day',
    [day],
  );
  return rows.length > 0;
}

export async function saveRetentionCounts(q: Queryable, run: Omit<RetentionRun, 'ranAt'>): Promise<void> {
  await q.query(
    `UPDATE retention_runs SET errands_anonymised = $2, chats_deleted = $3, sign_ins_deleted = $4, ran_at = clock_timestamp()
      WHERE day = $1`,
    [run.day, run.errandsAnonymised, run.chatsDeleted, run.signInsDeleted],
  );
}

/** The last run, for the admin's queue overview; null before the first. */
export async function lastRetentionRun(q: Queryable): Promise<RetentionRun | null> {
  const [row] = await q.query<RetentionRun>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ran_at, errands_anonymised, chats_deleted, sign_ins_deleted
       FROM retention_runs ORDER BY day DESC LIMIT 1`,
  );
  return row ?? null;
}
