import type { Queryable } from '../../db';

/**
 * Everything kept about one person, one query per kind (docs/PRODUCT.md "Export of a person's
 * data"). Each selects by the person's id only, so nothing of another person enters.
 */
export const PERSON_KINDS: Record<string, string> = {
  account: `SELECT id, email, name, phone, role, organisation_id, locale, disabled, metadata,
                   created_at AS created, updated_at AS last_modified
              FROM users WHERE id = $1`,
  errands: `SELECT r.id, r.number, r.what_broke, r.description, r.access, r.customer_number, r.status,
                   r.priority, r.trade, r.created_at AS created, r.closed_at, p.address, pr.designation AS premises
              FROM reports r JOIN properties p ON p.id = r.property_id
              LEFT JOIN premises pr ON pr.id = r.premises_id
             WHERE r.reporter_id = $1 ORDER BY r.created_at`,
  messages: `SELECT report_id, kind, note, visibility, created_at FROM report_actions
              WHERE actor_id = $1 AND note IS NOT NULL ORDER BY created_at`,
  chats: `SELECT s.id AS session_id, s.title, s.report_id, m.role, m.content, m.created_at
            FROM chat_sessions s JOIN chat_messages m ON m.session_id = s.id
           WHERE s.user_id = $1 ORDER BY m.created_at`,
  ratings: `SELECT report_id, score, comment, created_at FROM report_ratings WHERE rated_by = $1 ORDER BY created_at`,
  files: `SELECT id, report_id, kind, purpose, content_type, file_name, size, created_at FROM report_files
           WHERE uploader_id = $1 ORDER BY created_at`,
  notifications: `SELECT kind, report_id, data, created_at, read_at FROM notifications
                   WHERE recipient_id = $1 ORDER BY created_at`,
  signIns: `SELECT created_at AS signed_in_at, last_used_at, expires_at, revoked_at, user_agent
              FROM auth_sessions WHERE user_id = $1 ORDER BY created_at`,
  // Which push services reach the person's browsers and since when; the endpoint's path and the
  // keys are the browser's secrets for the push service, not data about the person.
  pushSubscriptions: `SELECT substring(endpoint from '^[a-z]+://(?:[^@/]*@)?([^/?#]+)') AS endpoint_host,
                             created_at
                        FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
};

export function personRows(q: Queryable, kind: string, userId: string): Promise<Record<string, unknown>[]> {
  return q.query(PERSON_KINDS[kind]!, [userId]);
}

/** The stored key of each of the person's files, to put their bytes in the ZIP. */
export function personFileKeys(q: Queryable, userId: string) {
  return q.query<{ id: string; fileName: string; blobKey: string }>(
    'SELECT id, file_name, blob_key FROM report_files WHERE uploader_id = $1 ORDER BY created_at',
    [userId],
  );
}
