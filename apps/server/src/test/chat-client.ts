import { expect } from 'vitest';
import { type AnyBody, client } from './http-client';

/** Talks to the assistant over HTTP the way the chat page does. */
export function chatter(url: string, token: string, headers: Record<string, string> = {}) {
  const api = client(url);
  let sessionId = '';
  return {
    api,
    get sessionId() {
      return sessionId;
    },
    async open() {
      const res = await api.post('/api/chat-sessions', {}, { token, headers });
      expect(res.status).toBe(201);
      sessionId = res.body.id;
      return res.body;
    },
    /** Sends one message and returns the reply body (asserting 200). */
    async say(content: string): Promise<AnyBody> {
      const res = await api.post('/api/chat-message', { sessionId, content }, { token, headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    /**
     * Says each line of `script` in turn, checking that each reply contains the text given beside
     * its line; the last reply.
     */
    async talk(script: [said: string, replyContains?: string][]): Promise<AnyBody> {
      let reply: AnyBody;
      for (const [said, contains] of script) {
        reply = await this.say(said);
        if (contains !== undefined) expect(reply.message.content, said).toContain(contains);
      }
      return reply;
    },
    messages: async () =>
      (await api.get(`/api/chat-message?sessionId=${sessionId}&pageSize=100`, { token })).body
        .items as AnyBody[],
  };
}

/** A chatter whose session is open. */
export async function openChat(url: string, token: string, headers: Record<string, string> = {}) {
  const c = chatter(url, token, headers);
  await c.open();
  return c;
}

/** The reply filed a new Open report of `chat`'s session with `fields`, and the session is completed with it. */
export function expectFiled(
  reply: AnyBody,
  chat: { sessionId: string },
  fields: Record<string, unknown>,
): void {
  expect(reply.outcome).toBe('created');
  expect(reply.report).toMatchObject({ status: 'Open', chatSessionId: chat.sessionId, ...fields });
  expect(reply.session).toMatchObject({ status: 'completed', reportId: reply.report.id });
}
