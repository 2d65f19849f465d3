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
import { createAssistantServices } from './assistant-services';
import { createChatService } from './chat.service';

/**
 * /api/chat-sessions and /api/chat-message. A session belongs to one user: everyone else gets
 * 404. Contractors have no chat (403).
 */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const chat = createChatService(deps, createAssistantServices(deps));
  const preHandler = guard(...CHAT_USERS);
  const tags = ['chat'];

  app.get(
    '/api/chat-sessions',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'listChatSessions',
        querystring: ChatSessionListQuery,
        response: { 200: ChatSessionPage },
      },
    },
    async (req) => chat.listSessions(requireUser(req), req.query),
  );
  app.get(
    '/api/chat-sessions/get-by-user',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'listChatSessionsByUser',
        querystring: ChatSessionListQuery,
        response: { 200: ChatSessionPage },
      },
    },
    async (req) =>
      chat.listSessions(requireUser(req), { ...req.query, sort: req.query.sort ?? '-lastModified' }),
  );
  app.get(
    '/api/chat-sessions/current',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'currentChatSession',
        response: { 200: ChatCurrentSession },
      },
    },
    async (req) => chat.currentSession(requireUser(req)),
  );
  app.post(
    '/api/chat-sessions',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'createChatSession',
        body: ChatSessionCreate.optional(),
        response: { 201: ChatSession },
      },
    },
    async (req, reply) => reply.status(201).send(await chat.createSession(requireUser(req), req.body ?? {})),
  );
  app.get(
    '/api/chat-sessions/:id',
    {
      preHandler,
      schema: { tags, operationId: 'getChatSession', params: IdParams, response: { 200: ChatSession } },
    },
    async (req) => chat.getSession(requireUser(req), req.params.id),
  );
  app.put(
    '/api/chat-sessions/:id',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'updateChatSession',
        params: IdParams,
        body: ChatSessionUpdate,
        response: { 200: ChatSession },
      },
    },
    async (req) => chat.updateSession(requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/chat-sessions/:id',
    {
      preHandler,
      schema: { tags, operationId: 'deleteChatSession', params: IdParams, response: { 200: OkResponse } },
    },
    async (req) => {
      await chat.deleteSession(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/chat-message',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'listChatMessages',
        querystring: ChatMessageListQuery,
        response: { 200: ChatMessagePage },
      },
    },
    async (req) => chat.listMessages(requireUser(req), req.query),
  );
  app.post(
    '/api/chat-message',
    {
      preHandler,
      schema: { tags, operationId: 'sendChatMessage', body: ChatMessageCreate, response: { 200: ChatReply } },
    },
    async (req) => chat.sendMessage(requireUser(req), req.body, req.locale),
  );
  app.get(
    '/api/chat-message/:id',
    {
      preHandler,
      schema: { tags, operationId: 'getChatMessage', params: IdParams, response: { 200: ChatMessage } },
    },
    async (req) => chat.getMessage(requireUser(req), req.params.id),
  );
  app.put(
    '/api/chat-message/:id',
    {
      preHandler,
      schema: {
        tags,
        operationId: 'updateChatMessage',
        params: IdParams,
        body: ChatMessageUpdate,
        response: { 200: ChatMessage },
      },
    },
    async (req) => chat.updateMessage(requireUser(req), req.params.id, req.body.content),
  );
  app.delete(
    '/api/chat-message/:id',
    {
      preHandler,
      schema: { tags, operationId: 'deleteChatMessage', params: IdParams, response: { 200: OkResponse } },
    },
    async (req) => {
      await chat.deleteMessage(requireUser(req), req.params.id);
      return { ok: true as const };
    },
  );
};
