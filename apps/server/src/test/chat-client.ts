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
    messages: async () =>
      (await api.get(`/api/chat-message?sessionId=${sessionId}&pageSize=100`, { token })).body
        .items as AnyBody[],
  };
}
