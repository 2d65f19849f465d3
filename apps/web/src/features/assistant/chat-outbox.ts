import { ChatReply, ChatSession } from '@app/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api';
import { newClientId } from '../../lib/client-id';
import { errorMessage } from '../../lib/error-text';
import { inOneTab } from '../../lib/one-tab';
import { queryClient } from '../../lib/query-client';
import { getStoredUser } from '../../lib/user-store';
import { flushNowAndWhenOnline, isNetworkError } from '../offline';
import { asksToWait, showReply } from './api';

/**
 * Chat messages sent without signal, kept in this browser (localStorage, so a reload or a closed
 * tab loses nothing) until they are sent, oldest first, tagged with their author
 * (docs/decisions/0049-offline-accept-visit-and-chat.md). `sessionId` null: the first message of a
 * new conversation, which is opened when it is sent. `refused`: the server said no when it
 * arrived; the chat page puts the words back into the field with the server's reason.
 */
export interface WaitingMessage {
  id: string;
  userId: string;
  sessionId: string | null;
  content: string;
  createdAt: string;
  /** The id the server knows the message by, so a send repeated after a lost answer counts once. */
  clientMessageId?: string;
  refused?: string;
}

const KEY = 'chat-outbox';
const read = (): WaitingMessage[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as WaitingMessage[]) : [];
  } catch {
    return [];
  }
};

const listeners = new Set<() => void>();
let snapshot: { me: string | undefined; list: WaitingMessage[] } | null = null;
function write(list: WaitingMessage[]) {
  if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
  else localStorage.removeItem(KEY);
  snapshot = null;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  // Another tab of the same browser sending or keeping a message.
  const other = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    snapshot = null;
    l();
  };
  window.addEventListener('storage', other);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', other);
  };
};

/** The signed-in person's kept messages, in the order they were written. */
export function useWaitingMessages(): WaitingMessage[] {
  return useSyncExternalStore(subscribe, () => {
    const me = getStoredUser()?.id;
    const cached = snapshot;
    if (cached && cached.me === me) return cached.list;
    const list = read().filter((m) => m.userId === me);
    snapshot = { me, list };
    return list;
  });
}

/**
 * Keeps a message for later; answers false when nobody is signed in to keep it for. A message
 * whose send failed keeps that send's `clientMessageId`: if the server did take it, the next
 * send gets its reply instead of a second message.
 */
export function keepMessage(
  sessionId: string | null,
  content: string,
  clientMessageId = newClientId(),
): boolean {
  const userId = getStoredUser()?.id;
  if (!userId) return false;
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  write([
    ...read(),
    { id, userId, sessionId, content, clientMessageId, createdAt: new Date().toISOString() },
  ]);
  return true;
}

export const forgetMessage = (id: string) => write(read().filter((m) => m.id !== id));
const update = (id: string, change: Partial<WaitingMessage>) =>
  write(read().map((m) => (m.id === id ? { ...m, ...change } : m)));

/** Told the conversation a kept first message opened, so the page showing none can open it. */
const opened = new Set<(sessionId: string) => void>();
export function onConversationOpened(l: (sessionId: string) => void): () => void {
  opened.add(l);
  return () => opened.delete(l);
}

let running: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the signed-in person's kept messages, oldest first, each waiting for the assistant's
 * answer before the next (as typed), in one tab of the browser at a time. No answer stops the round and tries again in 5 s; a refusal
 * is marked on the message and the round goes on.
 */
export function flushChatOutbox(): Promise<void> {
  const me = getStoredUser()?.id;
  if (running || !me || navigator.onLine === false) return running ?? Promise.resolve();
  running = inOneTab(KEY, async () => {
    try {
      // The next waiting message is read again after each one, so that a message kept while this
      // round was sending is sent by it too (nothing else would start another round while online).
      const tried = new Set<string>();
      for (;;) {
        const m = read().find((o) => o.userId === me && !o.refused && !tried.has(o.id));
        if (!m) break;
        tried.add(m.id);
        try {
          // Read again: an earlier message of this round may have opened its conversation.
          let sessionId = read().find((o) => o.id === m.id)?.sessionId ?? null;
          if (!sessionId) {
            sessionId = (await api.post('/api/chat-sessions', {}, ChatSession)).id;
            // The messages written after it in the same new conversation go there too.
            write(read().map((o) => (o.userId === me && o.sessionId === null ? { ...o, sessionId } : o)));
            for (const l of opened) l(sessionId);
          }
          const reply = await api.post(
            '/api/chat-message',
            { sessionId, content: m.content, clientMessageId: m.clientMessageId },
            ChatReply,
          );
          forgetMessage(m.id);
          showReply(queryClient, reply);
        } catch (e) {
          // No answer, or the conversation busy answering (409 with Retry-After; a repeat of this
          // very message gets its answer when that is written): the round stops and tries again.
          if (isNetworkError(e) || asksToWait(e)) {
            clearTimeout(retry);
            retry = setTimeout(() => void flushChatOutbox(), asksToWait(e) ? e.retryAfter * 1000 : 5_000);
            break;
          }
          update(m.id, { refused: errorMessage(i18next.t, e) });
        }
      }
    } finally {
      running = null;
    }
  });
  return running;
}

/** Sends the waiting messages now and whenever the browser is online again. */
export const startChatOutboxSync = () => flushNowAndWhenOnline(() => void flushChatOutbox());
