import type { Queryable } from '../../db';

/** What replaces a person's words in the texts that stay (errand descriptions, notes, mails). */
export const ERASED_TEXT = '[…]';

/** A pattern matching `text` literally, case-insensitively (PostgreSQL's ARE, as JavaScript's). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern matching any of a person's `mentions` (name, email, phone as written) literally;
 * null when none is long enough to look for (two letters would match half the texts).
 */
export function mentionPattern(mentions: readonly (string | null | undefined)[]): string | null {
  const words = mentions.map((m) => (m ?? '').trim()).filter((m) => m.length >= 3);
  return words.length ? words.map(literal).join('|') : null;
}

/**
 * Replaces every mention of the person (their name, email and phone as written) in the free
 * texts that stay with the errands: descriptions, access notes, timeline notes, other people's
 * chat messages, notifications captured for others and mails kept in the outbox.
 */
async function scrubMentions(q: Queryable, mentions: readonly string[]): Promise<void> {
  const words = mentions.map((m) => m.trim()).filter((m) => m.length >= 3);
  const pattern = mentionPattern(words);
  if (!pattern) return;
  const scrub = (col: string) => `${col} = regexp_replace(${col}, $1, $2, 'gi')`;
  const texts: [string, string[]][] = [
    ['reports', ['what_broke', 'description', 'access', 'customer_number']],
    ['report_actions', ['note', 'actor_name']],
    ['report_ratings', ['comment']],
    ['report_files', ['uploader_name', 'file_name']],
    ['chat_messages', ['content']],
    ['chat_sessions', ['title']],
    ['mail_outbox', ['to_address', 'subject', 'text_body', 'html_body', 'link']],
  ];
  for (const [table, cols] of texts) {
    const where = cols.map((c) => `${c} ~* $1`).join(' OR ');
    await q.query(`UPDATE ${table} SET ${cols.map(scrub).join(', ')} WHERE ${where}`, [pattern, ERASED_TEXT]);
  }
  // jsonb holding the person's words (notifications captured for others, the assistant's memory):
  // the JSON text is scrubbed; the mentions hold no quote or backslash that could break it.
  const jsonPattern = words
    .filter((w) => !/["\\]/.test(w))
    .map(literal)
    .join('|');
  if (!jsonPattern) return;
  for (const [table, col] of [
    ['notifications', 'data'],
    ['chat_sessions', 'state'],
    ['chat_messages', 'action'],
    ['chat_messages', 'suggestions'],
    ['jobs', 'payload'],
  ] as const) {
    await q.query(
      `UPDATE ${table} SET ${col} = regexp_replace(${col}::text, $1, $2, 'gi')::jsonb WHERE ${col}::text ~* $1`,
      [jsonPattern, ERASED_TEXT],
    );
  }
}

/**
 * Erases one person in `q`'s transaction: the account keeps its id (errands, ratings and the
 * timeline point at it) and loses everything of them; their chats lose their words; their
 * uploads go unless kept for the errand. Returns how many files went and stayed.
 */
export async function erasePerson(
  q: Queryable,
  user: { id: string; email: string; name: string | null; phone: string | null },
): Promise<{ filesDeleted: number; filesKept: number }> {
  const id = user.id;
  await scrubMentions(q, [user.name ?? '', user.email, user.phone ?? '']);
  await q.query(
    `UPDATE users SET email = 'erased-' || id || '@erased.invalid', name = NULL, phone = NULL,
            metadata = '{}'::jsonb, password_hash = '!', disabled = true, tokens_valid_after = now(),
            erased_at = now(), updated_at = now()
      WHERE id = $1`,
    [id],
  );
  // Sign-ins stop at once: every session ends (the hub and the session cache hear of it).
  await q.query(
    `UPDATE auth_sessions SET revoked_at = coalesce(revoked_at, now()), revoke_reason = coalesce(revoke_reason, 'erased'),
            user_agent = NULL
      WHERE user_id = $1`,
    [id],
  );
  // Their own words in their chats; the conversations stay as the errands' origin, empty.
  await q.query(
    `UPDATE chat_messages m SET content = $2, suggestions = NULL, action = NULL, hazard = NULL
       FROM chat_sessions s WHERE m.session_id = s.id AND s.user_id = $1 AND m.role = 'user'`,
    [id, ERASED_TEXT],
  );
  await q.query(`UPDATE chat_sessions SET title = NULL, state = '{}'::jsonb WHERE user_id = $1`, [id]);
  await q.query('UPDATE report_actions SET actor_name = NULL WHERE actor_id = $1', [id]);
  await q.query('UPDATE report_ratings SET comment = NULL WHERE rated_by = $1', [id]);
  const deleted = await q.query(
    'DELETE FROM report_files WHERE uploader_id = $1 AND NOT kept_for_errand RETURNING id',
    [id],
  );
  const kept = await q.query(
    'UPDATE report_files SET uploader_name = NULL WHERE uploader_id = $1 RETURNING id',
    [id],
  );
  for (const sql of [
    'DELETE FROM notifications WHERE recipient_id = $1',
    'DELETE FROM notification_preferences WHERE user_id = $1',
    'DELETE FROM saved_filters WHERE user_id = $1',
    'DELETE FROM push_subscriptions WHERE user_id = $1',
    'DELETE FROM premises_tenants WHERE user_id = $1',
    'DELETE FROM premises_move_outs WHERE user_id = $1',
    'DELETE FROM password_reset_tokens WHERE user_id = $1',
    'DELETE FROM email_change_tokens WHERE user_id = $1',
    'UPDATE contractors SET user_id = NULL WHERE user_id = $1',
  ])
    await q.query(sql, [id]);
  await q.query('DELETE FROM invite_tokens WHERE lower(email) = lower($1)', [user.email]);
  return { filesDeleted: deleted.length, filesKept: kept.length };
}
