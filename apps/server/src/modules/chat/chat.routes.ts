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
    async (req) => chat.listSessions(requireUser(req), req.query),
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
  app.get(
    '/api/chat-sessions/:id',
    op('getChatSession', { params: IdParams, ok: ChatSession }),
    async (req) => chat.getSession(requireUser(req), req.params.id),
  );
  app.put(
    '/api/chat-sessions/:id',
    op('updateChatSession', { params: IdParams, body: ChatSessionUpdate, ok: ChatSession }),
    async (req) => chat.updateSession(requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/chat-sessions/:id',
    op('deleteChatSession', { params: IdParams, ok: OkResponse }),
    async (req) => {
      await chat.deleteSession(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/chat-message',
    op('listChatMessages', { querystring: ChatMessageListQuery, ok: ChatMessagePage }),
    async (req) => chat.listMessages(requireUser(req), req.query),
  );
  app.post(
    '/api/chat-message',
    op('sendChatMessage', { body: ChatMessageCreate, ok: ChatReply }),
    async (req) => chat.sendMessage(requireUser(req), req.body, req.locale),
  );
  app.get('/api/chat-message/:id', op('getChatMessage', { params: IdParams, ok: ChatMessage }), async (req) =>
    chat.getMessage(requireUser(req), req.params.id),
  );
  app.put(
    '/api/chat-message/:id',
    op('updateChatMessage', { params: IdParams, body: ChatMessageUpdate, ok: ChatMessage }),
    async (req) => chat.updateMessage(requireUser(req), req.params.id, req.body.content),
  );
  app.delete(
    '/api/chat-message/:id',
    op('deleteChatMessage', { params: IdParams, ok: OkResponse }),
    async (req) => {
      await chat.deleteMessage(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );
};
