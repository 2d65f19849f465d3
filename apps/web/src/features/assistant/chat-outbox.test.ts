import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';

const post = vi.fn();
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));
vi.mock('../../lib/user-store', () => ({ getStoredUser: () => ({ id: 'u1' }) }));

const { flushChatOutbox, keepMessage, onConversationOpened } = await import('./chat-outbox');
const stored = () => JSON.parse(localStorage.getItem('chat-outbox') ?? '[]') as { content: string }[];
const reply = (sessionId: string) => ({
  session: { id: sessionId },
  userMessage: {},
  assistantMessage: {},
  report: null,
});

beforeEach(() => {
  post.mockReset();
});
afterEach(() => localStorage.clear());

describe('the chat outbox', () => {
  it('sends kept messages oldest first; a new conversation is opened once for all of them', async () => {
    keepMessage(null, 'Första');
    keepMessage(null, 'Andra');
    const opened: string[] = [];
    const stop = onConversationOpened((id) => opened.push(id));
    post.mockImplementation(async (path: string) =>
      path === '/api/chat-sessions' ? { id: 's1' } : reply('s1'),
    );
    await flushChatOutbox();
    stop();
    expect(post.mock.calls.map(([path, body]) => [path, (body as { content?: string }).content])).toEqual([
      ['/api/chat-sessions', undefined],
      ['/api/chat-message', 'Första'],
      ['/api/chat-message', 'Andra'],
    ]);
    expect(post.mock.calls[2]![1]).toMatchObject({ sessionId: 's1' });
    expect(opened).toEqual(['s1']);
    expect(localStorage.getItem('chat-outbox')).toBeNull();
  });

  it('sends a kept message with the id of its first try, and the same id on every later try', async () => {
    keepMessage('s1', 'Svaret kom bort', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f');
    post.mockRejectedValueOnce(new ApiError(0, 'network', 'network', [], false));
    await flushChatOutbox();
    post.mockResolvedValueOnce(reply('s1'));
    await flushChatOutbox();
    const ids = post.mock.calls.map(([, body]) => (body as { clientMessageId?: string }).clientMessageId);
    expect(ids).toEqual(['6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f']);
    // A message kept without a try gets an id of its own.
    keepMessage('s1', 'Ny');
    post.mockResolvedValueOnce(reply('s1'));
    await flushChatOutbox();
    expect((post.mock.calls.at(-1)![1] as { clientMessageId: string }).clientMessageId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('keeps a message whose conversation was busy (409 with Retry-After) and tries it again', async () => {
    vi.useFakeTimers();
    try {
      keepMessage('s1', 'Upptaget', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e30');
      post.mockRejectedValueOnce(new ApiError(409, 'conflict', 'Assistenten svarar redan.', [], true, 5));
      await flushChatOutbox();
      expect(stored()).toMatchObject([{ content: 'Upptaget' }]);
      expect(stored()[0]).not.toHaveProperty('refused');
      post.mockResolvedValueOnce(reply('s1'));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(post).toHaveBeenCalledTimes(2);
      expect(localStorage.getItem('chat-outbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a message that got no answer, and marks one the server refused, nothing lost', async () => {
    keepMessage('s1', 'Utan svar');
    post.mockRejectedValueOnce(new ApiError(0, 'network', 'network', [], false));
    await flushChatOutbox();
    expect(stored()).toMatchObject([{ content: 'Utan svar' }]);
    expect(stored()[0]).not.toHaveProperty('refused');

    post.mockRejectedValueOnce(new ApiError(409, 'conflict', 'Samtalet är avslutat.'));
    await flushChatOutbox();
    expect(stored()).toMatchObject([{ content: 'Utan svar', refused: 'Samtalet är avslutat.' }]);
    // A refused message is not sent again.
    post.mockClear();
    await flushChatOutbox();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a message kept while a round is sending with that round (none is left waiting online)', async () => {
    keepMessage('s1', 'Första');
    let answerFirst: () => void = () => {};
    post.mockImplementation(
      (_path: string, body: { content: string }) =>
        new Promise((resolve) => {
          if (body.content === 'Första') answerFirst = () => resolve(reply('s1'));
          else resolve(reply('s1'));
        }),
    );
    const round = flushChatOutbox();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    // Typed while the first is being answered: kept, and the flush it asks for joins this round.
    keepMessage('s1', 'Andra');
    void flushChatOutbox();
    answerFirst();
    await round;
    expect(post.mock.calls.map(([, body]) => (body as { content: string }).content)).toEqual([
      'Första',
      'Andra',
    ]);
    expect(localStorage.getItem('chat-outbox')).toBeNull();
  });
});
