import {
  ChatCurrentSession,
  type ChatMessage,
  ChatMessagePage,
  ChatReply,
  ChatSession,
  ChatSessionPage,
  Report,
} from '@app/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';

export const chatKeys = {
  sessions: [...queryKeys.chat, 'sessions'] as const,
  messages: (sessionId: string) => [...queryKeys.chat, 'messages', sessionId] as const,
  session: (sessionId: string) => [...queryKeys.chat, 'session', sessionId] as const,
  /** Under the reports' key so the hub's report events refresh it too. */
  report: (id: string) => [...queryKeys.reports, 'chat-link', id] as const,
};

/** The caller's conversations, most recently active first. */
export function useChatSessions() {
  return useQuery({
    queryKey: chatKeys.sessions,
    queryFn: ({ signal }) =>
      api.get('/api/chat-sessions/get-by-user?pageSize=50', ChatSessionPage, { signal }),
  });
}

export function useChatSession(sessionId: string | null) {
  return useQuery({
    queryKey: chatKeys.session(sessionId ?? ''),
    queryFn: ({ signal }) => api.get(`/api/chat-sessions/${sessionId}`, ChatSession, { signal }),
    enabled: !!sessionId,
  });
}

/** Every message of a session, oldest first (pages of 100 until all are read). */
export function useChatMessages(sessionId: string | null) {
  return useQuery({
    queryKey: chatKeys.messages(sessionId ?? ''),
    enabled: !!sessionId,
    queryFn: async ({ signal }) => {
      const all: ChatMessage[] = [];
      for (let page = 1; ; page++) {
        const res = await api.get(
          `/api/chat-message?sessionId=${sessionId}&page=${page}&pageSize=100`,
          ChatMessagePage,
          { signal },
        );
        all.push(...res.items);
        if (all.length >= res.total || res.items.length === 0) return all;
      }
    },
  });
}

/** The report a conversation ended in, to link to it and tell "filed" from "added to". */
export function useChatReport(reportId: string | null | undefined) {
  return useQuery({
    queryKey: chatKeys.report(reportId ?? ''),
    queryFn: ({ signal }) => api.get(`/api/reports/${reportId}`, Report, { signal }),
    enabled: !!reportId,
    retry: false,
  });
}

/** The caller's latest unfinished conversation (null when there is none), to carry on with. */
export function fetchCurrentSession() {
  return api.get('/api/chat-sessions/current', ChatCurrentSession);
}

/**
 * Coming back to the chat page carries on with the unfinished conversation, if there is one; only
 * on arrival without one chosen, so "new conversation" afterwards starts a fresh one.
 */
export function useResumeOnArrival(sessionId: string | null, resume: (id: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (sessionId) return;
    let live = true;
    fetchCurrentSession()
      .then(({ session }) => {
        if (live && session) resume(session.id);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}

/** Opens a conversation (the page does so on the first message, not on "new conversation"). */
export function createChatSession() {
  return api.post('/api/chat-sessions', {}, ChatSession);
}

/** The conversation is busy answering another send and asked to be tried again (409 with Retry-After). */
export const asksToWait = (e: unknown): e is ApiError & { retryAfter: number } =>
  e instanceof ApiError && e.status === 409 && e.retryAfter !== undefined;

/** Shows what an answer changed: the session, its messages, the list, and a report it filed. */
export function showReply(qc: QueryClient, reply: ChatReply) {
  qc.setQueryData(chatKeys.session(reply.session.id), reply.session);
  void qc.invalidateQueries({ queryKey: chatKeys.messages(reply.session.id) });
  void qc.invalidateQueries({ queryKey: chatKeys.sessions });
  // A repeated send's answer carries the session, not the report its turn filed.
  if (reply.report || reply.session.reportId) void qc.invalidateQueries({ queryKey: queryKeys.reports });
}

/** Sends one message and refreshes what the reply changed. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { sessionId: string; content: string; clientMessageId: string }) =>
      api.post('/api/chat-message', body, ChatReply),
    onSuccess: (reply) => showReply(qc, reply),
  });
}
