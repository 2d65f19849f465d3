import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { BODY_STALL_MS } from './body-stall';

/**
 * A request body that stalls is answered 408 and its connection closed after 30 s
 * (docs/SECURITY.md says so), while a slow body that keeps coming is served.
 */

interface RawAnswer {
  text: string;
  closedAfterMs: number;
}

/** Sends `head` and then `chunks` one every `everyMs` over a raw socket; resolves when the server closes it. */
function rawRequest(url: string, head: string, chunks: string[] = [], everyMs = 0): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (d) => {
      text += d;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (i >= chunks.length || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      socket.write(chunks[i++]!);
    }, everyMs);
  });
}

const head = (host: string, length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`;

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
const envelopeOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

/** Short enough for a test, long enough that a busy machine's timer delays stay well inside it. */
const STALL_MS = 2000;

describe('a short stall limit (as a test sets it)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ bodyStallMs: STALL_MS });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 408 request_timeout and closes the connection when the body stops coming', async () => {
    const answer = await rawRequest(server.url, `${head('localhost', 200)}{"email":"a@`);
    expect(statusOf(answer.text)).toBe(408);
    expect(envelopeOf(answer.text).error).toMatchObject({
      code: 'request_timeout',
      message: 'The request took too long to arrive. Try again.',
    });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(STALL_MS - 100);
    expect(answer.closedAfterMs).toBeLessThan(STALL_MS + 5000);
  });

  it('serves a slow body that keeps coming, however long it takes in all', async () => {
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password-1' });
    // A piece every 400 ms: well over the limit in all, never near the limit without a byte.
    const pieces = body.match(/.{1,4}/g)!;
    const answer = await rawRequest(server.url, head('localhost', Buffer.byteLength(body)), pieces, 400);
    expect(answer.closedAfterMs).toBeGreaterThan(STALL_MS * 2);
    expect(statusOf(answer.text)).toBe(401);
  });

  it('keeps the server serving afterwards', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

describe('the default', () => {
  it('is the 30 s that docs/SECURITY.md states', () => {
    expect(BODY_STALL_MS).toBe(30_000);
    const doc = readFileSync(new URL('../../../../docs/SECURITY.md', import.meta.url), 'utf8');
    expect(doc).toMatch(/A request body that stalls[^.]*30 s/);
  });

  it('cuts a stalled body after 30 s, not 120', { timeout: 60_000 }, async () => {
    const server = await startTestServer();
    try {
      const answer = await rawRequest(server.url, `${head('localhost', 200)}{"email":"a@`);
      expect(statusOf(answer.text)).toBe(408);
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(29_000);
      expect(answer.closedAfterMs).toBeLessThan(40_000);
    } finally {
      await server.close();
    }
  });
});
