import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from './api';
import { getHubState, HUB_RETRY_MS, type HubState, startHub, stopHub, subscribeHubState } from './hub';

/**
 * docs/PRODUCT.md, "Real-time hub": after a failed start the connection retries every 5 seconds without
 * limit. A real HTTP server refuses every WebSocket upgrade and counts them.
 */
let server: Server;
let attempts = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket) => {
    if (req.url?.startsWith('/reportHub')) attempts++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  // biome-ignore lint/suspicious/noDocumentCookie: the hub sends the acst cookie's token.
  document.cookie = 'acst=token; path=/';
});
afterAll(async () => {
  await stopHub();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('live connection', () => {
  it('a failed start goes Connecting → Disconnected and tries again 5 s later, until stopped', async () => {
    const states: HubState[] = [];
    const off = subscribeHubState(() => states.push(getHubState()));
    startHub();
    await expect.poll(() => attempts, { timeout: 4000 }).toBe(1);
    await expect.poll(() => getHubState(), { timeout: 4000 }).toBe('Disconnected');
    expect(states.slice(0, 2)).toEqual(['Connecting', 'Disconnected']);
    // Not before the 5 s delay…
    await new Promise((r) => setTimeout(r, HUB_RETRY_MS - 1500));
    expect(attempts).toBe(1);
    // …but after it, and again after the next one.
    await expect.poll(() => attempts, { timeout: 4000 }).toBe(2);
    await expect.poll(() => attempts, { timeout: HUB_RETRY_MS + 3000 }).toBe(3);
    await stopHub();
    const stoppedAt = attempts;
    await new Promise((r) => setTimeout(r, HUB_RETRY_MS + 500));
    expect(attempts).toBe(stoppedAt);
    expect(getHubState()).toBe('Disconnected');
    off();
  }, 30_000);
});
