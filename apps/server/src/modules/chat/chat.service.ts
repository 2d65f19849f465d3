import {
  CHAT_SUGGESTIONS_MAX,
  type ChatAction,
  type ChatCurrentSession,
  type ChatHazard,
  type ChatMessage,
  type ChatReply,
  type ChatSession,
  type Page,
} from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { addTokens, takeDailyMessage } from '../../assistant/assistant.repo';
import { createProvider } from '../../assistant/engine';
import { detectLanguage } from '../../assistant/providers/builtin/language';
import type { AssistantServices } from '../../assistant/services';
import { createTools } from '../../assistant/tools';
import type { AssistantProvider } from '../../assistant/types';
import type { AuthUser } from '../../auth/auth-user';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/errors';
import * as repo from './chat.repo';

/** How much of a conversation a model is shown. */
const HISTORY_LIMIT = 60;
/** How soon a send that found its conversation busy is tried again (the outbox reads Retry-After). */
const BUSY_RETRY_SECONDS = 5;
const ERROR_TEXTS = new Set([translate('sv', 'assistant.error'), translate('en', 'assistant.error')]);

function secondsUntilUtcMidnight(): number {
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

const titleFrom = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

/** Chat sessions and messages of one user, and the assistant's turn on each new message. */
export function createChatService(deps: Deps, services: AssistantServices, provider?: AssistantProvider) {
  const { db } = deps;
  const assistant = provider ?? createProvider(deps.config);

  async function ownSession(actor: AuthUser, id: string) {
    const session = await repo.findSession(db, id, actor.id);
    if (!session) throw notFound();
    return session;
  }
  const publicSession = ({ state: _state, ...session }: repo.SessionRow): ChatSession => session;

  async function ownUserMessage(actor: AuthUser, id: string) {
    const message = await repo.findMessage(db, id, actor.id);
    if (!message) throw notFound();
    // The assistant's words are the record of what the reporter was told: not editable.
    if (message.role !== 'user') throw new AppError('forbidden');
    return message;
  }

  return {
    listSessions: (actor: AuthUser, query: { page: number; pageSize: number; sort?: string; q?: string }) =>
      repo.listSessions(db, actor.id, query).then((r): Page<ChatSession> => ({ ...r, ...pick(query) })),
    createSession: (actor: AuthUser, input: { title?: string }) =>
      repo.insertSession(db, {
        userId: actor.id,
        organisationId: actor.organisationId,
        title: input.title || null,
      }),
    /** The conversation the chat page carries on with when the reporter comes back. */
    currentSession: async (actor: AuthUser): Promise<ChatCurrentSession> => ({
      session: (await repo.latestActiveSession(db, actor.id)) ?? null,
    }),
    getSession: async (actor: AuthUser, id: string) => publicSession(await ownSession(actor, id)),
    async updateSession(actor: AuthUser, id: string, input: { title: string }) {
      const row = await repo.updateSessionTitle(db, id, actor.id, input.title || null);
      if (!row) throw notFound();
      return row;
    },
    async deleteSession(actor: AuthUser, id: string) {
      if (!(await repo.deleteSession(db, id, actor.id))) throw notFound();
    },

    async listMessages(actor: AuthUser, query: { sessionId: string; page: number; pageSize: number }) {
      await ownSession(actor, query.sessionId);
      const r = await repo.listMessages(db, query.sessionId, query);
      return { ...r, ...pick(query) } satisfies Page<ChatMessage>;
    },
    async getMessage(actor: AuthUser, id: string) {
      const message = await repo.findMessage(db, id, actor.id);
      if (!message) throw notFound();
      return message;
    },
    async updateMessage(actor: AuthUser, id: string, content: string) {
      await ownUserMessage(actor, id);
      return repo.updateMessage(db, id, content);
    },
    async deleteMessage(actor: AuthUser, id: string) {
      await ownUserMessage(actor, id);
      await repo.deleteMessage(db, id);
    },

    /**
     * Stores the user's message, lets the assistant answer, stores the answer. A provider failure
     * or timeout answers with the error text as the assistant's message and leaves the interview
     * where it was, so nothing the user said is lost and the next message carries on.
     */
    async sendMessage(
      actor: AuthUser,
      input: { sessionId: string; content: string; clientMessageId?: string | undefined },
      locale: Locale,
    ) {
      const session = await ownSession(actor, input.sessionId);
      const lang = detectLanguage(input.content) ?? locale;
      const { clientMessageId } = input;
      // The same message again (its answer was lost on the way): the first send's reply, once.
      // Sent but unanswered (its turn still running, or stopped with the server), it is answered
      // below when its turn can be taken, without being stored again.
      const sent = clientMessageId ? await repo.findSent(db, session.id, clientMessageId) : undefined;
      if (sent?.reply) {
        const replay: ChatReply = { message: sent.reply, session: publicSession(session) };
        if (ERROR_TEXTS.has(sent.reply.content)) replay.failed = true;
        return replay;
      }
      const storeMessage = async () => {
        if (!sent)
          await repo.insertMessage(db, {
            sessionId: session.id,
            role: 'user',
            content: input.content,
            clientMessageId,
          });
      };
      if (session.status === 'completed') {
        await storeMessage();
        const reply = await repo.insertMessage(db, {
          sessionId: session.id,
          role: 'assistant',
          content: translate(lang, 'assistant.bot.alreadyDone'),
        });
        return { message: reply, session: publicSession(session) } satisfies ChatReply;
      }
      // A message already stored was counted when it first came.
      if (!sent && !(await takeDailyMessage(db, actor.id, deps.config.ASSISTANT_DAILY_BUDGET))) {
        throw new AppError('rate_limited', undefined, 'assistant.rateLimited', {
          'retry-after': String(secondsUntilUtcMidnight()),
        });
      }
      const busyFor = Math.ceil(deps.config.LLM_TIMEOUT_MS / 1000) + 30;
      // Busy: another send of this conversation is being answered. Retry-After tells the outbox
      // to try again (a repeat of a message whose answer is on its way gets that answer then).
      if (!(await repo.claimTurn(db, session.id, busyFor)))
        throw new AppError('conflict', undefined, 'assistant.busy', {
          'retry-after': String(BUSY_RETRY_SECONDS),
        });

      const history = (await repo.recentMessages(db, session.id, HISTORY_LIMIT))
        .filter((m) => m.id !== sent?.id && !(m.role === 'assistant' && ERROR_TEXTS.has(m.content)))
        .map(({ role, content }) => ({ role, content }));
      await storeMessage();

      const tools = createTools(db, services, actor, session.id);
      let reply: string;
      let suggestions: string[] | undefined;
      let action: ChatAction | undefined;
      let hazard: ChatHazard | undefined;
      let ended = false;
      let data = session.state.data;
      let tokens = 0;
      let failed = false;
      try {
        const result = await assistant.respond({
          actor,
          state: data,
          history,
          text: input.content,
          locale,
          tools,
        });
        reply = result.reply;
        suggestions = result.suggestions?.slice(0, CHAT_SUGGESTIONS_MAX);
        action = result.action;
        hazard = result.hazard;
        ended = result.ended ?? false;
        data = result.state;
        tokens = result.tokens ?? 0;
      } catch (err) {
        deps.log.warn({ err, provider: assistant.name, sessionId: session.id }, 'assistant failed to answer');
        reply = translate(lang, 'assistant.error');
        failed = true;
      }
      // A report filed before a later failure still counts: the session records it either way.
      const filed = tools.filed;
      const saved = await db.transaction(async (tx) => {
        const message = await repo.insertMessage(tx, {
          sessionId: session.id,
          role: 'assistant',
          content: reply,
          suggestions,
          action,
          hazard,
        });
        const updated = await repo.saveTurn(tx, session.id, {
          data,
          ended,
          reportId: filed?.report.id,
          title: titleFrom(input.content),
        });
        await addTokens(tx, actor.id, tokens);
        return { message, session: updated };
      });
      const answer: ChatReply = { ...saved };
      if (filed) {
        answer.report = filed.report;
        answer.outcome = filed.outcome;
      }
      if (failed) answer.failed = true;
      return answer;
    },
  };
}

const pick = (q: { page: number; pageSize: number }) => ({ page: q.page, pageSize: q.pageSize });
export type ChatService = ReturnType<typeof createChatService>;
