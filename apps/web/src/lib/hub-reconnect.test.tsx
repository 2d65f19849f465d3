import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api';
import { connectHubToQueries, getHubState, HUB_RETRY_MS, startHub, stopHub } from './hub';

/**
 * README ("Hub clients reconnect by themselves every 5 seconds and refetch what they show"):
 * events sent while the connection was down are lost, so a reconnect invalidates every query
 * and the ones on screen fetch again. A real HTTP server speaks just enough WebSocket and
 * SignalR (the handshake) to be connected to, and drops the connection on demand.
 */
let server: Server;
const sockets = new Set<Duplex>();
let connections = 0;

/** One unmasked text frame from the server (short payloads only). */
const textFrame = (text: string) => {
  const payload = Buffer.from(text);
  return Buffer.concat([Buffer.from([0x81, payload.length]), payload]);
};

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket) => {
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // The client's first message is the SignalR handshake; an empty object accepts it.
    socket.once('data', () => socket.write(textFrame('{}\u001e')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  // biome-ignore lint/suspicious/noDocumentCookie: the hub sends the acst cookie's token.
  document.cookie = 'acst=token; path=/';
});
afterAll(async () => {
  await stopHub();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('live connection: catching up after a reconnect', () => {
  it('the first connect invalidates nothing; a reconnect, or a fresh start after a close, invalidates every query and the shown ones refetch', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    const fetches = vi.fn(async () => 'errand');
    // A query on screen (observed) and one that is not.
    const shown = new QueryObserver(queryClient, { queryKey: ['reports', 'list'], queryFn: fetches });
    const unsubscribe = shown.subscribe(() => {});
    await queryClient.prefetchQuery({ queryKey: ['settings'], queryFn: async () => 'x' });
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const off = connectHubToQueries(queryClient);

    startHub();
    await expect.poll(() => getHubState(), { timeout: 4000 }).toBe('Connected');
    expect(invalidate).not.toHaveBeenCalled();

    // The server drops the connection; the client reconnects 5 s later by itself.
    for (const socket of sockets) socket.destroy();
    await expect.poll(() => getHubState(), { timeout: 4000 }).toBe('Reconnecting');
    await expect.poll(() => getHubState(), { timeout: HUB_RETRY_MS + 4000 }).toBe('Connected');
    expect(connections).toBe(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(true);

    // The server closes the connection for good (a SignalR close message without
    // allowReconnect): the client's own retry starts a fresh connection 5 s later, and catches up too.
    for (const socket of sockets) socket.write(textFrame('{"type":7}\u001e'));
    await expect.poll(() => getHubState(), { timeout: 4000 }).toBe('Disconnected');
    await expect.poll(() => getHubState(), { timeout: HUB_RETRY_MS + 4000 }).toBe('Connected');
    expect(connections).toBe(3);
    expect(invalidate).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(3));

    off();
    unsubscribe();
    await stopHub();
  }, 40_000);
});
