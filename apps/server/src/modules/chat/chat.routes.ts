import {
  ChatCurrentSession,
  ChatMessage,
  ChatMessageCreate,
  ChatMessageListQuery,
  ChatMessagePage,
  ChatMessageUpdate,
  ChatReply,
  ChatSession,
  ChatSessionCreate,
  ChatSessionListQuery,
  ChatSessionPage,
  ChatSessionUpdate,
  IdParams,
  OkResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import { CHAT_USERS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { okAfter, onItem, onItemBody, onQuery } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createAssistantServices } from './assistant-services';
import { createChatService } from './chat.service';

/**
 * /api/chat-sessions and /api/chat-message. A session belongs to one user: everyone else gets
 * 404. Contractors have no chat (403).
 */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const chat = createChatService(deps, createAssistantServices(deps));
  const op = operations({ tags: ['chat'], preHandler: guard(...CHAT_USERS) });

  app.get(
    '/api/chat-sessions',
    op('listChatSessions', { querystring: ChatSessionListQuery, ok: ChatSessionPage }),
    onQuery(chat.listSessions),
  );
  app.get(
    '/api/chat-sessions/get-by-user',
    op('listChatSessionsByUser', { querystring: ChatSessionListQuery, ok: ChatSessionPage }),
    async (req) =>
      chat.listSessions(requireUser(req), { ...req.query, sort: req.query.sort ?? '-lastModified' }),
  );
  app.get('/api/chat-sessions/current', op('currentChatSession', { ok: ChatCurrentSession }), async (req) =>
    chat.currentSession(requireUser(req)),
  );
  app.post(
    '/api/chat-sessions',
    op('createChatSession', { body: ChatSessionCreate.optional(), created: ChatSession }),
    async (req, reply) => reply.status(201).send(await chat.createSession(requireUser(req), req.body ?? {})),
  );
  const session = '/api/chat-sessions/:id';
  app.get(session, op('getChatSession', { params: IdParams, ok: ChatSession }), onItem(chat.getSession));
  app.put(
    session,
    op('updateChatSession', { params: IdParams, body: ChatSessionUpdate, ok: ChatSession }),
    onItemBody(chat.updateSession),
  );
  app.delete(
    session,
    op('deleteChatSession', { params: IdParams, ok: OkResponse }),
    onItem((caller, id) => okAfter(chat.deleteSession(caller, id))),
  );

  app.get(
    '/api/chat-message',
    op('listChatMessages', { querystring: ChatMessageListQuery, ok: ChatMessagePage }),
    onQuery(chat.listMessages),
  );
  app.post(
    '/api/chat-message',
    op('sendChatMessage', { body: ChatMessageCreate, ok: ChatReply }),
    async (req) => chat.sendMessage(requireUser(req), req.body, req.locale),
  );
  const message = '/api/chat-message/:id';
  app.get(message, op('getChatMessage', { params: IdParams, ok: ChatMessage }), onItem(chat.getMessage));
  app.put(
    message,
    op('updateChatMessage', { params: IdParams, body: ChatMessageUpdate, ok: ChatMessage }),
    onItemBody((caller, id, body: { content: string }) => chat.updateMessage(caller, id, body.content)),
  );
  app.delete(
    message,
    op('deleteChatMessage', { params: IdParams, ok: OkResponse }),
    onItem((caller, id) => okAfter(chat.deleteMessage(caller, id))),
  );
};
