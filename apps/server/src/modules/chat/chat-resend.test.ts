import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';
import { createReportWorld } from '../../test/report-world';

/**
 * A message sent again with its sender's id (its answer was lost on the way, and the phone's
 * outbox tries again) is answered with the first send's reply and not taken twice.
 */
const s = apiSuite(async (db) => ({ w: await createReportWorld(db) }));

const send = (token: string, body: Record<string, unknown>) =>
  s.api.post('/api/chat-message', body, { token });
async function conversation(token: string) {
  const res = await s.api.post('/api/chat-sessions', {}, { token });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const stored = async (sessionId: string) =>
  s.server.db.query<{ role: string; content: string }>(
    'SELECT role, content FROM chat_messages WHERE session_id = $1 ORDER BY created_at, id',
    [sessionId],
  );
/** A user's message as the server stores it before its turn is answered (the turn then stopped). */
const storeUnanswered = (sessionId: string, content: string, clientMessageId: string) =>
  s.server.db.query(
    "INSERT INTO chat_messages (session_id, role, content, client_message_id) VALUES ($1, 'user', $2, $3)",
    [sessionId, content, clientMessageId],
  );

describe('a chat message sent twice', () => {
  it('the same id again answers the first reply and stores nothing more; a new id is a new message', async () => {
    const { token } = s.w.tenant;
    const sessionId = await conversation(token);
    const clientMessageId = randomUUID();
    const body = { sessionId, content: 'Kranen i köket droppar', clientMessageId };
    const first = await send(token, body);
    expect(first.status).toBe(200);
    const before = await stored(sessionId);
    const again = await send(token, body);
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect(await stored(sessionId)).toEqual(before);
    expect(before.filter((m) => m.role === 'user')).toHaveLength(1);

    const next = await send(token, { sessionId, content: 'Sedan i går', clientMessageId: randomUUID() });
    expect(next.status).toBe(200);
    expect(next.body.message.id).not.toBe(first.body.message.id);
    expect((await stored(sessionId)).filter((m) => m.role === 'user')).toHaveLength(2);
    // Without an id a message is taken as it comes, as before.
    expect((await send(token, { sessionId, content: 'Huvudnyckel går bra' })).status).toBe(200);
  });

  it('while the first send is being answered the repeat hears 409 with Retry-After; once that turn has stopped unanswered, the repeat is answered without being stored again', async () => {
    const { token } = s.w.tenant;
    const sessionId = await conversation(token);
    const clientMessageId = randomUUID();
    // The first send's message is stored and its turn is running (busy for a minute).
    await storeUnanswered(sessionId, 'Det luktar bränt från elcentralen', clientMessageId);
    await s.server.db.query(
      "UPDATE chat_sessions SET state = state || jsonb_build_object('busyUntil', now() + interval '1 minute') WHERE id = $1",
      [sessionId],
    );
    const body = { sessionId, content: 'Det luktar bränt från elcentralen', clientMessageId };
    const busy = await send(token, body);
    expect(busy.status).toBe(409);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // The server stopped mid-turn: the claim runs out and the repeat takes the turn.
    await s.server.db.query("UPDATE chat_sessions SET state = state - 'busyUntil' WHERE id = $1", [
      sessionId,
    ]);
    const answered = await send(token, body);
    expect(answered.status).toBe(200);
    const rows = await stored(sessionId);
    expect(rows.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(rows.at(-1)?.role).toBe('assistant');
  });

  it('a repeat is never answered with a later message’s reply', async () => {
    const { token } = s.w.tenant;
    const sessionId = await conversation(token);
    const lost = randomUUID();
    // The first message's turn stopped unanswered; the next message was answered.
    await storeUnanswered(sessionId, 'Kranen droppar', lost);
    const next = await send(token, { sessionId, content: 'I köket', clientMessageId: randomUUID() });
    expect(next.status).toBe(200);
    const again = await send(token, { sessionId, content: 'Kranen droppar', clientMessageId: lost });
    expect(again.status).toBe(200);
    expect(again.body.message.id).not.toBe(next.body.message.id);
    expect((await stored(sessionId)).filter((m) => m.content === 'Kranen droppar')).toHaveLength(1);
  });

  it('an id is its conversation’s: the same id in another conversation is a message of its own', async () => {
    const { token } = s.w.tenant;
    const clientMessageId = randomUUID();
    const a = await conversation(token);
    const b = await conversation(token);
    const inA = await send(token, { sessionId: a, content: 'Lampan i hallen blinkar', clientMessageId });
    const inB = await send(token, { sessionId: b, content: 'Lampan i hallen blinkar', clientMessageId });
    expect(inA.status).toBe(200);
    expect(inB.status).toBe(200);
    expect(inB.body.message.sessionId).toBe(b);
  });

  it('refuses an id that is not one (400 on the field), and another person’s conversation stays 404', async () => {
    const sessionId = await conversation(s.w.tenant.token);
    const bad = await send(s.w.tenant.token, { sessionId, content: 'hej', clientMessageId: 'ett-två' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).toEqual(['clientMessageId']);
    const theirs = await send(s.w.otherTenant.token, {
      sessionId,
      content: 'hej',
      clientMessageId: randomUUID(),
    });
    expect(theirs.status).toBe(404);
  });
});
