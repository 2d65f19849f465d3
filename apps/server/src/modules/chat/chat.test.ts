import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createOrgWithUsers, createUser } from '../../test/factories';
import { createReportWorld } from '../../test/report-world';

const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    ...(await createUsers(db, {
      contractor: { role: 'Contractor' },
    })),
  }),
  { env: { ASSISTANT_DAILY_BUDGET: '3' } },
);

async function openSession(token: string, title?: string) {
  const res = await s.api.post('/api/chat-sessions', title ? { title } : {}, { token });
  expect(res.status).toBe(201);
  return res.body;
}

/** Posts one message to the session as the holder of `token`; the answer as is. */
const sendMessage = (token: string, sessionId: string, content: string, headers?: Record<string, string>) =>
  s.api.post('/api/chat-message', { sessionId, content }, { token, headers });

/** PUTs `change` to `path` as the holder of `token`: 200, and the answer shows the change. */
async function expectChanged(path: string, change: Record<string, string>, token: string) {
  const res = await s.api.put(path, change, { token });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject(change);
}

describe('chat records', () => {
  it('sessions: create, read, rename, list newest first, delete; each user sees only their own', async () => {
    const { manager } = await createOrgWithUsers(s.server.db);
    const first = await openSession(manager.token, 'Första');
    const second = await openSession(manager.token);
    expect(second).toMatchObject({ userId: manager.id, title: null, status: 'active', reportId: null });

    await expectChanged(`/api/chat-sessions/${first.id}`, { title: 'Ny titel' }, manager.token);

    const mine = await s.api.get('/api/chat-sessions/get-by-user', { token: manager.token });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    // The renamed one was touched last.
    expect(mine.body.items.map((s: { id: string }) => s.id)).toEqual([first.id, second.id]);
    const all = await s.api.get('/api/chat-sessions?sort=created', { token: manager.token });
    expect(all.body.items.map((s: { id: string }) => s.id)).toEqual([first.id, second.id]);

    // Another user's session does not exist for them.
    for (const [method, path] of [
      ['GET', `/api/chat-sessions/${first.id}`],
      ['PUT', `/api/chat-sessions/${first.id}`],
      ['DELETE', `/api/chat-sessions/${first.id}`],
      ['GET', `/api/chat-message?sessionId=${first.id}`],
    ] as const) {
      const res = await s.api.call(method, path, {
        token: s.w.tenant.token,
        body: method === 'PUT' ? { title: 'x' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const post = await sendMessage(s.w.tenant.token, first.id, 'hej');
    expect(post.status).toBe(404);
    expect(
      (await s.api.get('/api/chat-sessions', { token: s.w.tenant.token })).body.items,
    ).not.toContainEqual(expect.objectContaining({ id: first.id }));

    expect((await s.api.del(`/api/chat-sessions/${second.id}`, { token: manager.token })).status).toBe(200);
    expect((await s.api.get(`/api/chat-sessions/${second.id}`, { token: manager.token })).status).toBe(404);
  });

  it('contractors have no chat (403); anonymous callers 401', async () => {
    const session = await openSession(s.w.tenant.token);
    expect((await s.api.get('/api/chat-sessions', { token: s.contractor.token })).status).toBe(403);
    expect((await s.api.post('/api/chat-sessions', {}, { token: s.contractor.token })).status).toBe(403);
    const msg = await sendMessage(s.contractor.token, session.id, 'hej');
    expect(msg.status).toBe(403);
    expect(msg.body.error.code).toBe('forbidden');
    expect((await s.api.get('/api/chat-sessions/get-by-user')).status).toBe(401);
  });

  it('validates bodies: empty, too long, unknown fields → 400 with field details', async () => {
    const session = await openSession(s.w.tenant.token);
    const empty = await sendMessage(s.w.tenant.token, session.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('content');
    const long = await sendMessage(s.w.tenant.token, session.id, 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.error.details[0]).toMatchObject({ field: 'content', problem: 'too_big' });
    const extra = await s.api.post(
      '/api/chat-sessions',
      { userId: s.w.manager.id },
      { token: s.w.tenant.token },
    );
    expect(extra.status).toBe(400);
    expect(extra.body.error.details[0]).toMatchObject({ field: 'userId', problem: 'unrecognized_keys' });
    const badSort = await s.api.get('/api/chat-sessions?sort=password', { token: s.w.tenant.token });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.details[0]).toMatchObject({ field: 'sort', problem: 'invalid_value' });
    const noSession = await s.api.get('/api/chat-message', { token: s.w.tenant.token });
    expect(noSession.status).toBe(400);
  });

  it('messages: read one; edit and delete only your own user messages (assistant replies 403, others 404)', async () => {
    const user = await createUser(s.server.db, { role: 'PropertyTenant', organisationId: s.w.org.id });
    const session = await openSession(user.token);
    const sent = await sendMessage(user.token, session.id, 'Hej');
    expect(sent.status).toBe(200);
    const [mine, reply] = (
      await s.api.get(`/api/chat-message?sessionId=${session.id}`, { token: user.token })
    ).body.items;
    expect(mine).toMatchObject({ role: 'user', content: 'Hej', sessionId: session.id });
    expect(reply).toMatchObject({ role: 'assistant', id: sent.body.message.id });

    expect((await s.api.get(`/api/chat-message/${mine.id}`, { token: user.token })).body.content).toBe('Hej');
    await expectChanged(`/api/chat-message/${mine.id}`, { content: 'Hejsan' }, user.token);
    expect(
      (await s.api.put(`/api/chat-message/${reply.id}`, { content: 'x' }, { token: user.token })).status,
    ).toBe(403);
    expect((await s.api.del(`/api/chat-message/${reply.id}`, { token: user.token })).status).toBe(403);
    expect((await s.api.get(`/api/chat-message/${mine.id}`, { token: s.w.tenant.token })).status).toBe(404);
    expect((await s.api.del(`/api/chat-message/${mine.id}`, { token: s.w.tenant.token })).status).toBe(404);
    expect((await s.api.del(`/api/chat-message/${mine.id}`, { token: user.token })).status).toBe(200);
    expect((await s.api.get(`/api/chat-message/${mine.id}`, { token: user.token })).status).toBe(404);
  });

  it('pages messages oldest first', async () => {
    const user = await createUser(s.server.db, { role: 'PropertyManager', organisationId: s.w.org.id });
    const session = await openSession(user.token);
    await sendMessage(user.token, session.id, 'Lampan i trapphuset');
    await sendMessage(user.token, session.id, 'Den blinkar');
    const page2 = await s.api.get(`/api/chat-message?sessionId=${session.id}&page=2&pageSize=2`, {
      token: user.token,
    });
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page2.body.items[0]).toMatchObject({ role: 'user', content: 'Den blinkar' });
  });

  it('a daily budget per user: over it → 429 with a translated message, and the message is not stored', async () => {
    const user = await createUser(s.server.db, { role: 'PropertyTenant', organisationId: s.w.org.id });
    const session = await openSession(user.token);
    for (const content of ['Kranen läcker', 'Det droppar', 'Sedan i går']) {
      const res = await sendMessage(user.token, session.id, content);
      expect(res.status).toBe(200);
    }
    const over = await sendMessage(user.token, session.id, 'Inte akut', { 'accept-language': 'en' });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('too many messages'),
    });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const sv = await sendMessage(user.token, session.id, 'x');
    expect(sv.body.error.message).toContain('för många meddelanden');
    const messages = await s.api.get(`/api/chat-message?sessionId=${session.id}`, { token: user.token });
    expect(messages.body.total).toBe(6);
    // Another user's budget is their own.
    const other = await openSession(s.w.manager.token);
    const ok = await sendMessage(s.w.manager.token, other.id, 'Hej');
    expect(ok.status).toBe(200);
  });
});
