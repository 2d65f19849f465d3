import type {
  Notification,
  NotificationData,
  NotificationKind,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@app/contract';
import type { Queryable } from '../../db';
import { wantsChannel } from './channels/preferences';
import { mailDefaults } from './notify-rules';

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  reportId: string | null;
  actionId: string | null;
  data: NotificationData;
  /** When its mail goes out in an hourly digest rather than at once. */
  digestDue?: Date | null;
}

/**
 * Writes the notifications of one entry in one statement: a new errand tells its trade's
 * freelancers and the organisation's staff, a dozen or more people, and a statement each was
 * most of the fan-out's cost (on PGlite it shares the requests' one thread). Returns those
 * written, by recipient and kind; none for a recipient already told of this entry (a retried job).
 */
export async function insertNotifications(
  q: Queryable,
  list: readonly NewNotification[],
): Promise<Map<string, { id: string }>> {
  if (list.length === 0) return new Map();
  const rows = await q.query<{ id: string; recipientId: string; kind: string }>(
    `INSERT INTO notifications (recipient_id, kind, report_id, action_id, data, digest_due)
     SELECT n.recipient_id, n.kind, n.report_id, n.action_id, n.data, n.digest_due
       FROM jsonb_to_recordset($1::jsonb)
         AS n(recipient_id uuid, kind text, report_id uuid, action_id uuid, data jsonb, digest_due timestamptz)
     ON CONFLICT (recipient_id, action_id, kind) DO NOTHING RETURNING id, recipient_id, kind`,
    [
      JSON.stringify(
        list.map((n) => ({
          recipient_id: n.recipientId,
          kind: n.kind,
          report_id: n.reportId,
          action_id: n.actionId,
          data: n.data,
          digest_due: n.digestDue?.toISOString() ?? null,
        })),
      ),
    ],
  );
  return new Map(rows.map((r) => [notificationKey(r.recipientId, r.kind), { id: r.id }]));
}

/** The key of insertNotifications' answer. */
export const notificationKey = (recipientId: string, kind: string) => `${recipientId} ${kind}`;

const COLUMNS = 'id, kind, report_id, data, created_at AS created, read_at';

export async function listNotifications(
  q: Queryable,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: Notification[]; total: number; unread: number }> {
  const items = await q.query<Notification>(
    `SELECT ${COLUMNS} FROM notifications WHERE recipient_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const [counts] = await q.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM notifications WHERE recipient_id = $1`,
    [userId],
  );
  return { items, total: counts!.total, unread: counts!.unread };
}

export async function findNotification(q: Queryable, id: string) {
  const [row] = await q.query<Notification & { recipientId: string; actionId: string | null }>(
    `SELECT ${COLUMNS}, recipient_id, action_id FROM notifications WHERE id = $1`,
    [id],
  );
  return row;
}

/** Marks the caller's own notification read; false when it is not theirs (or not there). */
export async function markRead(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE notifications SET read_at = COALESCE(read_at, now())
      WHERE id = $1 AND recipient_id = $2 RETURNING id`,
    [id, userId],
  );
  return rows.length > 0;
}

export async function markAllRead(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL', [
    userId,
  ]);
}

/** The stored choices with the defaults filled in (the route adds which kinds the user can be told of). */
export async function getPreferences(
  q: Queryable,
  userId: string,
): Promise<Omit<NotificationPreferences, 'kinds'>> {
  const [row] = await q.query<{
    mail: Record<string, boolean>;
    push: Record<string, boolean> | null;
    newReports: NotificationPreferences['newReports'];
  }>('SELECT mail, push, new_reports FROM notification_preferences WHERE user_id = $1', [userId]);
  const mail = { ...mailDefaults };
  const push = { ...mailDefaults };
  const prefs = { email: row?.mail, push: row?.push ?? undefined };
  for (const kind of Object.keys(mail) as NotificationKind[]) {
    mail[kind] = wantsChannel(prefs, 'email', kind);
    push[kind] = wantsChannel(prefs, 'push', kind);
  }
  return { mail, push, newReports: row?.newReports ?? 'all' };
}

/** Merges the given choices into the stored ones; kinds not named keep theirs. */
export async function updatePreferences(
  q: Queryable,
  userId: string,
  patch: NotificationPreferencesUpdate,
): Promise<void> {
  await q.query(
    `INSERT INTO notification_preferences (user_id, mail, push, new_reports)
     VALUES ($1, $2::jsonb, $4::jsonb, COALESCE($3, 'all'))
     ON CONFLICT (user_id) DO UPDATE
        SET mail = notification_preferences.mail || EXCLUDED.mail,
            push = COALESCE(notification_preferences.push, '{}'::jsonb) || EXCLUDED.push,
            new_reports = COALESCE($3, notification_preferences.new_reports),
            updated_at = now()`,
    [userId, JSON.stringify(patch.mail ?? {}), patch.newReports ?? null, JSON.stringify(patch.push ?? {})],
  );
}
