import { type HubEventMap, type HubEventName, hubEvents } from '@app/contract';
import fastifyCookie from '@fastify/cookie';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IRetryPolicy,
  LogLevel,
} from '@microsoft/signalr';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { createLocalBus, type EventBus } from '../events/bus';
import { createLogger } from '../logger';
import type { Hub } from '../realtime/hub';
import { hubRoutes } from '../realtime/hub.routes';
import type { HubLimits } from '../realtime/hub-client';
import { createTestDb, type TestDb } from './test-db';
import { TEST_JWT_SECRET, testConfig } from './test-server';

/** One received hub invocation. */
export interface Received<K extends HubEventName = HubEventName> {
  target: K;
  payload: HubEventMap[K];
}

export interface TestHubClient {
  connection: HubConnection;
  received: Received[];
  /** Resolves with the first received event (past or future) that matches. */
  waitFor<K extends HubEventName>(
    target: K,
    match?: (payload: HubEventMap[K]) => boolean,
    timeoutMs?: number,
  ): Promise<HubEventMap[K]>;
  /** Resolves when the connection closes, with the error it closed with. */
  closed: Promise<Error | undefined>;
  stop(): Promise<void>;
}

export interface ConnectOptions {
  token?: string | (() => string);
  reconnect?: IRetryPolicy;
  /** Start the connection (default); false to call `connection.start()` yourself. */
  start?: boolean;
  /** The client's own ping interval (15 s by default). */
  keepAliveMs?: number;
}

/** The official client, configured exactly as the web app configures it. */
export async function connectHub(baseUrl: string, opts: ConnectOptions = {}): Promise<TestHubClient> {
  const token = opts.token;
  const builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/reportHub`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => (typeof token === 'function' ? token() : token) } : {}),
    })
    .configureLogging(LogLevel.None);
  if (opts.reconnect) builder.withAutomaticReconnect(opts.reconnect);
  if (opts.keepAliveMs) builder.withKeepAliveInterval(opts.keepAliveMs);
  const connection = builder.build();
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  for (const target of Object.keys(hubEvents) as HubEventName[]) {
    connection.on(target, (payload: never) => {
      received.push({ target, payload });
      for (const w of [...waiters]) w();
    });
  }
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose((err) => resolve(err)));
  if (opts.start !== false) await connection.start();
  return {
    connection,
    received,
    closed,
    waitFor(target, match = () => true, timeoutMs = 5000) {
      type P = HubEventMap[typeof target];
      const find = () =>
        received.find((r) => r.target === target && match(r.payload as P))?.payload as P | undefined;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${target} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        }
        waiters.add(check);
        check();
      });
    },
    stop: () => connection.stop(),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A bare WebSocket speaking the protocol by hand, for what the official client never sends. */
export interface RawHubSocket {
  ws: WebSocket;
  /** Every record received, parsed. */
  records: Record<string, unknown>[];
  nextRecord(
    match?: (r: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<number>;
  send(...records: object[]): void;
}

export async function rawHubSocket(
  baseUrl: string,
  opts: { query?: string; headers?: Record<string, string>; handshake?: object | null } = {},
): Promise<RawHubSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/reportHub${opts.query ? `?${opts.query}` : ''}`;
  const ws = new WebSocket(url, { headers: opts.headers });
  const records: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    for (const text of data.toString().split('\u001e')) {
      if (text) records.push(JSON.parse(text));
    }
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (...rs: object[]) => ws.send(rs.map((r) => `${JSON.stringify(r)}\u001e`).join(''));
  if (opts.handshake !== null) send(opts.handshake ?? { protocol: 'json', version: 1 });
  let cursor = 0;
  return {
    ws,
    records,
    closed,
    send,
    nextRecord(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching record within ${timeoutMs} ms: ${JSON.stringify(records)}`));
        }, timeoutMs);
        function check() {
          while (cursor < records.length) {
            const r = records[cursor++]!;
            if (match(r)) {
              clearTimeout(timer);
              waiters.delete(check);
              resolve(r);
              return;
            }
          }
        }
        waiters.add(check);
        check();
      });
    },
  };
}

/** Only the hub on a loopback port, with test timings (the full app always uses the defaults). */
export async function startHubServer(opts: { db: Db; bus?: EventBus; limits?: Partial<HubLimits> }) {
  const config = testConfig();
  const bus = opts.bus ?? createLocalBus();
  const log = createLogger(config);
  const deps: Deps = { config, db: opts.db, bus, jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET), log };
  let hub: Hub | undefined;
  const app = Fastify({ loggerInstance: log });
  await app.register(fastifyCookie);
  await app.register(hubRoutes, { deps, limits: opts.limits, onHub: (h) => (hub = h) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, bus, hub: hub!, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * A hub server with `limits` over its own test database, for one file's tests: started before
 * them, closed and its database dropped after. The fields are set once it is up.
 */
export function hubSuite(limits: Partial<HubLimits>) {
  const suite = {} as { testDb: TestDb; server: Awaited<ReturnType<typeof startHubServer>> };
  beforeAll(async () => {
    suite.testDb = await createTestDb();
    suite.server = await startHubServer({ db: suite.testDb.db, limits });
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.testDb?.drop();
  });
  return suite;
}

/** An access token for an existing session that expires `seconds` from now (negative: already expired). */
export function tokenExpiringIn(user: { id: string; sessionId: string }, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}
