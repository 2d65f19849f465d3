import { HUB_PATH } from '@app/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_CHANGES_CHANNEL } from '../auth/session-cache';
import type { Deps } from '../deps';
import { admit, hubTokenFrom, readmit } from './admission';
import { Hub } from './hub';
import { type Admission, defaultHubLimits, HubClient, type HubLimits } from './hub-client';

export interface HubRouteOptions {
  deps: Deps;
  /** Shorter timings for tests; production uses the defaults. */
  limits?: Partial<HubLimits>;
  /** Hands the hub to tests and benchmarks that watch its sockets. */
  onHub?: (hub: Hub) => void;
}

/**
 * /reportHub: the SignalR JSON hub protocol over WebSockets, for the official
 * client with skipNegotiation. Server -> client only; see docs/decisions/0008-live-hub.md.
 */
export const hubRoutes: FastifyPluginAsyncZod<HubRouteOptions> = async (app, opts) => {
  const { deps } = opts;
  const limits: HubLimits = { ...defaultHubLimits, ...opts.limits };
  const hub = new Hub(deps.db, deps.log, limits);
  opts.onHub?.(hub);
  const unsubscribe = deps.bus.subscribe((event) => void hub.deliver(event));
  // The database notifies every instance when a user or their sessions change (the same
  // trigger the session cache hears): their sockets are re-checked then, not a minute later.
  const unlisten = await deps.db.listen(AUTH_CHANGES_CHANNEL, (payload) => hub.recheckUser(payload));
  const admissions = new WeakMap<FastifyRequest, Admission>();

  await app.register(fastifyWebsocket, {
    // Clients send only the handshake, pings and close messages.
    options: { maxPayload: 64 * 1024, perMessageDeflate: false },
    // A socket error is the client's doing (an oversized or malformed frame, a dropped
    // connection): worth a warning, not the error level that pages someone. The socket goes.
    errorHandler(error, socket, request) {
      request.log.warn({ err: error }, 'hub socket error');
      socket.terminate();
    },
    async preClose() {
      unsubscribe();
      await unlisten();
      await hub.shutdown();
      // Sockets still in their handshake would hold the HTTP server open.
      for (const socket of app.websocketServer.clients) socket.terminate();
      app.websocketServer.close();
    },
  });

  app.get(
    HUB_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (request.ws) admissions.set(request, await admit(request, deps.db, deps.jwtSecret, deps.config));
      },
    },
    (socket, request) => {
      const admission = admissions.get(request) ?? { ok: false, reason: 'unauthenticated' };
      const token = hubTokenFrom(request) ?? '';
      new HubClient(socket, admission, {
        limits,
        log: request.log,
        onReady: (client) => hub.add(client),
        onClosed: (client) => hub.remove(client),
        revalidate: () => readmit(deps.db, deps.jwtSecret, token),
      });
    },
  );
};
