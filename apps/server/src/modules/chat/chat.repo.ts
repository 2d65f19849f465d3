import type { ChatAction, ChatHazard, ChatMessage, ChatSession } from '@app/contract';
import type { Queryable } from '../../db';
import { SqlParams, sortEntry, textSearch } from '../../lib/sql';

const SESSION_COLUMNS = `id, user_id, title, status, report_id, created_at AS created, updated_at AS last_modified`;
// Messages without quick replies read as an empty list, so every message has the field.
const MESSAGE_COLUMNS = `id, session_id, role, content, coalesce(suggestions, '[]'::jsonb) AS suggestions, action, hazard, created_at AS created`;

/** A message without an action or safety advice has no such field (the columns read as null). */
function message(row: ChatMessage & { action?: ChatAction | null; hazard?: ChatHazard | null }): ChatMessage {
  const { action, hazard, ...rest } = row;
  return { ...rest, ...(action ? { action } : {}), ...(hazard ? { hazard } : {}) };
}
const messages = (rows: ChatMessage[]) => rows.map(message);

export type SessionRow = ChatSession & { state: { data?: unknown; busyUntil?: string } };

export async function insertSession(
  q: Queryable,
  s: { userId: string; organisationId: string | null; title: string | null },
): Promise<ChatSession> {
  const [row] = await q.query<ChatSession>(
    `INSERT INTO chat_sessions (user_id, organisation_id, title) VALUES ($1, $2, $3) RETURNING ${SESSION_COLUMNS}`,
    [s.userId, s.organisationId, s.title],
  );
  return row!;
}

/** A session of `userId` (with its working memory); other users' sessions do not exist for them. */
export async function findSession(q: Queryable, id: string, userId: string): Promise<SessionRow | undefined> {
  const [row] = await q.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS}, state FROM chat_sessions WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row;
}

const SESSION_SORTS: Record<string, string> = {
  lastModified: 'updated_at ASC',
  '-lastModified': 'updated_at DESC',
  created: 'created_at ASC',
  '-created': 'created_at DESC',
  title: 'title ASC NULLS LAST',
  '-title': 'title DESC NULLS LAST',
};

export async function listSessions(
  q: Queryable,
  userId: string,
  opts: { page: number; pageSize: number; sort?: string; q?: string },
): Promise<{ items: ChatSession[]; total: number }> {
  const order = sortEntry(SESSION_SORTS, opts.sort ?? '-lastModified');
  const p = new SqlParams();
  const where = [`user_id = ${p.add(userId)}`];
  if (opts.q) where.push(textSearch(p, opts.q, ['title']));
  const whereSql = where.join(' AND ');
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*) AS n FROM chat_sessions WHERE ${whereSql}`,
    p.values,
  );
  const items = await q.query<ChatSession>(
    `SELECT ${SESSION_COLUMNS} FROM chat_sessions WHERE ${whereSql}
     ORDER BY ${order}, id LIMIT ${p.add(opts.pageSize)} OFFSET ${p.add((opts.page - 1) * opts.pageSize)}`,
    p.values,
  );
  return { items, total: count?.n ?? 0 };
}

export async function updateSessionTitle(q: Queryable, id: string, userId: string, title: string | null) {
  const [row] = await q.query<ChatSession>(
    `UPDATE chat_sessions SET title = $3, updated_at = now() WHERE id = $1 AND user_id = $2
     RETURNING ${SESSION_COLUMNS}`,
    [id, userId, title],
  );
  return row;
}

export async function deleteSession(q: Queryable, id: string, userId: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM chat_sessions WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Marks a session busy while the assistant answers, for at most `seconds`. Only one request gets
 * it, so two messages sent at once cannot both advance (or file from) one interview; a crashed
 * request's mark simply expires.
 */
export async function claimTurn(q: Queryable, id: string, seconds: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE chat_sessions
        SET state = state || jsonb_build_object('busyUntil', now() + make_interval(secs => $2))
      WHERE id = $1 AND (state->>'busyUntil' IS NULL OR (state->>'busyUntil')::timestamptz < now())
      RETURNING id`,
    [id, seconds],
  );
  return rows.length > 0;
}

/** The user's most recently active conversation that has not ended (filed or cancelled). */
export async function latestActiveSession(q: Queryable, userId: string): Promise<ChatSession | undefined> {
  const [row] = await q.query<ChatSession>(
    `SELECT ${SESSION_COLUMNS} FROM chat_sessions WHERE user_id = $1 AND status = 'active'
     ORDER BY updated_at DESC, id LIMIT 1`,
    [userId],
  );
  return row;
}

/** Stores the interview's memory after a turn (which also clears the busy mark). */
export async function saveTurn(
  q: Queryable,
  id: string,
  turn: { data: unknown; reportId?: string; title?: string; ended?: boolean },
): Promise<ChatSession> {
  // A conversation ends with its report, or when the reporter cancels it.
  const [row] = await q.query<ChatSession>(
    `UPDATE chat_sessions SET state = $2::jsonb, updated_at = now(),
       status = CASE WHEN $3::uuid IS NULL AND NOT $5::boolean THEN status ELSE 'completed' END,
       report_id = coalesce($3::uuid, report_id),
       title = coalesce(title, $4)
     WHERE id = $1 RETURNING ${SESSION_COLUMNS}`,
    [id, JSON.stringify({ data: turn.data }), turn.reportId ?? null, turn.title ?? null, turn.ended ?? false],
  );
  return row!;
}

export async function insertMessage(
  q: Queryable,
  m: {
    sessionId: string;
    role: 'user' | 'assistant';
    content: string;
    suggestions?: string[];
    action?: ChatAction;
    hazard?: ChatHazard;
    clientMessageId?: string;
  },
): Promise<ChatMessage> {
  const [row] = await q.query<ChatMessage>(
    `INSERT INTO chat_messages (session_id, role, content, suggestions, action, hazard, client_message_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7) RETURNING ${MESSAGE_COLUMNS}`,
    [
      m.sessionId,
      m.role,
      m.content,
      m.suggestions?.length ? JSON.stringify(m.suggestions) : null,
      m.action ? JSON.stringify(m.action) : null,
      m.hazard ? JSON.stringify(m.hazard) : null,
      m.clientMessageId ?? null,
    ],
  );
  return message(row!);
}

/**
 * A message sent before under the sender's id (`id`), and the assistant's answer to it: the first
 * assistant message after it and before the next user message (undefined while its turn is still
 * running, or if the turn stopped without one).
 */
export async function findSent(
  q: Queryable,
  sessionId: string,
  clientMessageId: string,
): Promise<{ id: string; reply: ChatMessage | undefined } | undefined> {
  const [row] = await q.query<{ sentId: string } & Partial<ChatMessage>>(
    `SELECT s.id AS sent_id, a.*
       FROM chat_messages s
       LEFT JOIN LATERAL (
         SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
          WHERE m.session_id = s.session_id AND m.role = 'assistant' AND (m.created_at, m.id) > (s.created_at, s.id)
            AND NOT EXISTS (
              SELECT 1 FROM chat_messages u
               WHERE u.session_id = s.session_id AND u.role = 'user'
                 AND (u.created_at, u.id) > (s.created_at, s.id) AND (u.created_at, u.id) < (m.created_at, m.id))
          ORDER BY m.created_at, m.id LIMIT 1
       ) a ON true
      WHERE s.session_id = $1 AND s.client_message_id = $2`,
    [sessionId, clientMessageId],
  );
  if (!row) return undefined;
  const { sentId, ...reply } = row;
  return { id: sentId, reply: reply.id ? message(reply as ChatMessage) : undefined };
}

/** A session's messages, oldest first. */
export async function listMessages(
  q: Queryable,
  sessionId: string,
  opts: { page: number; pageSize: number },
): Promise<{ items: ChatMessage[]; total: number }> {
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*) AS n FROM chat_messages WHERE session_id = $1',
    [sessionId],
  );
  const items = await q.query<ChatMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE session_id = $1
     ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [sessionId, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: messages(items), total: count?.n ?? 0 };
}

/** The latest `limit` messages of a session, oldest first: the conversation a model is shown. */
export async function recentMessages(q: Queryable, sessionId: string, limit: number): Promise<ChatMessage[]> {
  const rows = await q.query<ChatMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE session_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [sessionId, limit],
  );
  return messages(rows.reverse());
}

/** A message in one of `userId`'s sessions. */
export async function findMessage(
  q: Queryable,
  id: string,
  userId: string,
): Promise<ChatMessage | undefined> {
  const [row] = await q.query<ChatMessage>(
    `SELECT m.id, m.session_id, m.role, m.content, coalesce(m.suggestions, '[]'::jsonb) AS suggestions,
            m.action, m.hazard, m.created_at AS created
     FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
     WHERE m.id = $1 AND s.user_id = $2`,
    [id, userId],
  );
  return row && message(row);
}

export async function updateMessage(q: Queryable, id: string, content: string): Promise<ChatMessage> {
  const [row] = await q.query<ChatMessage>(
    `UPDATE chat_messages SET content = $2, updated_at = clock_timestamp() WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
    [id, content],
  );
  return message(row!);
}

export async function deleteMessage(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM chat_messages WHERE id = $1', [id]);
}
