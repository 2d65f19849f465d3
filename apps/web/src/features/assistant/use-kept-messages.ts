import { useEffect, useRef } from 'react';
import {
  flushChatOutbox,
  forgetMessage,
  keepMessage,
  onConversationOpened,
  useWaitingMessages,
} from './chat-outbox';

/**
 * The chat page's side of the kept messages (chat-outbox.ts): which wait in the conversation on
 * screen, keeping a new one, opening the conversation a kept first message started, and putting
 * a refused message's words back into the field with the server's reason, so nothing is lost.
 */
export function useKeptMessages(opts: {
  /** The conversation new messages go to: null for a new one. */
  current: string | null;
  open: (sessionId: string) => void;
  restore: (text: string, reason: string) => void;
}) {
  const all = useWaitingMessages();
  const { current, open, restore } = opts;
  const currentRef = useRef(current);
  currentRef.current = current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the page's, fixed for its life
  useEffect(
    () =>
      onConversationOpened((id) => {
        if (currentRef.current === null) open(id);
      }),
    [],
  );
  const refused = all.filter((m) => m.refused);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refused message
  useEffect(() => {
    if (refused.length === 0) return;
    restore(refused.map((m) => m.content).join('\n'), refused.at(-1)!.refused!);
    for (const m of refused) forgetMessage(m.id);
  }, [refused.map((m) => m.id).join()]);
  const waiting = all.filter((m) => !m.refused);
  return {
    /** The kept messages of the conversation on screen, oldest first. */
    shown: waiting.filter((m) => m.sessionId === current),
    /** Earlier messages still wait: a new one waits behind them, to keep the order. */
    queueing: waiting.length > 0,
    /** Keeps a message for `sessionId` (null: a new conversation) and sends it if it can. */
    keep: (sessionId: string | null, content: string, clientMessageId?: string) => {
      if (!keepMessage(sessionId, content, clientMessageId)) return false;
      void flushChatOutbox();
      return true;
    },
  };
}
