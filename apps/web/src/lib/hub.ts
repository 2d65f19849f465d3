import type { HubEventMap, HubEventName, hubEvents } from '@app/contract';
import { HUB_PATH } from '@app/contract/constants';
import type { HubConnection } from '@microsoft/signalr';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiUrl, readAccessToken, refreshSession } from './api';
import { queryKeys } from './queries';

/**
 * The live connection to /reportHub (docs/PRODUCT.md, "Real-time hub").
 * The official SignalR client is loaded on first start only, so pages that
 * never sign in (the /auth pages) do not download it.
 *
 * QUERY-KEY CONVENTION (every page follows it so live updates reach it):
 *   ['reports', ...]   anything listing or showing reports: ['reports', filters], ['reports', id]
 *   ['dashboard', ...] GET /api/dashboard and its parts
 *   ['events', ...]    GET /api/events (the latest-events feed)
 * Hub events invalidate by these prefixes (`queryKeys` in lib/queries.ts, `invalidatedBy` here).
 */

/** The four connection states (docs/PRODUCT.md, "Real-time hub"). */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting';
/** Reconnect after 5 seconds, without limit (docs/PRODUCT.md, "Constants and limits"). */
export const HUB_RETRY_MS = 5000;

export const invalidatedBy: Record<HubEventName, readonly QueryKey[]> = {
  ReportCreated: [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  ReportUpdated: [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  ReportDeleted: [queryKeys.reports, queryKeys.dashboard, queryKeys.events],
  // Reports too: an internal note comes with no ReportUpdated (the reporter must not hear of it).
  EventAdded: [queryKeys.reports, queryKeys.events, queryKeys.dashboard],
  NotificationAdded: [queryKeys.notifications],
  // An errand's files live under its report key (features/attachments/api.ts).
  FilesAdded: [queryKeys.reports],
};

type Handler<K extends HubEventName> = (payload: HubEventMap[K]) => void;
const handlers: { [K in HubEventName]: Set<Handler<K>> } = {
  ReportCreated: new Set(),
  ReportUpdated: new Set(),
  ReportDeleted: new Set(),
  EventAdded: new Set(),
  NotificationAdded: new Set(),
  FilesAdded: new Set(),
};
const eventNames = Object.keys(handlers) as HubEventName[];

let state: HubState = 'Disconnected';
const stateListeners = new Set<() => void>();
let connection: HubConnection | null = null;
let wanted = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Connected before during this sign-in: the next connect is a reconnect, after which events may have been missed. */
let wasConnected = false;
const reconnectListeners = new Set<() => void>();

/** Connected: after a reconnect (automatic, or a fresh start after a close) the listeners catch up. */
function connected() {
  setState('Connected');
  const again = wasConnected;
  wasConnected = true;
  if (again) for (const listener of reconnectListeners) listener();
}

function setState(next: HubState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function dispatch<K extends HubEventName>(schemas: typeof hubEvents, name: K, raw: unknown) {
  const parsed = schemas[name].safeParse(raw);
  if (!parsed.success) return;
  for (const handler of handlers[name]) (handler as Handler<K>)(parsed.data as HubEventMap[K]);
}

/**
 * The `acst` cookie lives as long as the access token (15 min). When it has
 * run out, a (re)connect refreshes the session first, through the same shared
 * refresh the API client uses, instead of failing every 5 s until some API
 * call happens to refresh it.
 */
async function accessToken(): Promise<string> {
  const current = readAccessToken();
  if (current) return current;
  if ((await refreshSession()) !== 'refreshed') return '';
  return readAccessToken() ?? '';
}

async function createConnection(): Promise<HubConnection> {
  // The events' schemas (and zod) come with the client, after the first screen.
  const [signalR, { hubEvents }] = await Promise.all([import('@microsoft/signalr'), import('@app/contract')]);
  const conn = new signalR.HubConnectionBuilder()
    .withUrl(apiUrl(HUB_PATH), {
      skipNegotiation: true,
      transport: signalR.HttpTransportType.WebSockets,
      accessTokenFactory: accessToken,
    })
    // A fixed 5 s delay that never answers null, so it never gives up.
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_RETRY_MS })
    .configureLogging(signalR.LogLevel.None)
    .build();
  for (const name of eventNames) conn.on(name, (payload: unknown) => dispatch(hubEvents, name, payload));
  // Events of a connection that was stopped and replaced are ignored.
  conn.onreconnecting(() => {
    if (conn === connection) setState('Reconnecting');
  });
  conn.onreconnected(() => {
    if (conn === connection) connected();
  });
  conn.onclose(() => {
    if (conn !== connection) return;
    setState('Disconnected');
    scheduleRetry();
  });
  return conn;
}

function scheduleRetry() {
  if (!wanted || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect();
  }, HUB_RETRY_MS);
}

/** Bumped by every stop, so a start that was under way when it came is dropped. */
let generation = 0;

async function connect() {
  if (!wanted || state !== 'Disconnected') return;
  const gen = generation;
  setState('Connecting');
  try {
    const conn = connection ?? (await createConnection());
    if (gen !== generation) return;
    connection = conn;
    await conn.start();
    if (gen !== generation) return;
    connected();
  } catch {
    if (gen !== generation) return;
    // A failed start: try again in 5 s, without limit.
    setState('Disconnected');
    scheduleRetry();
  }
}

/** Starts the connection (idempotent). Only call it while signed in. */
export function startHub() {
  wanted = true;
  void connect();
}

/** Stops the connection and its retries (sign-out). */
export async function stopHub() {
  wanted = false;
  wasConnected = false;
  generation++;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const conn = connection;
  connection = null;
  setState('Disconnected');
  if (conn) await conn.stop().catch(() => {});
}

export function getHubState(): HubState {
  return state;
}

export function subscribeHubState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Subscribes to one server → client target; returns the unsubscribe function. */
export function onHubEvent<K extends HubEventName>(name: K, handler: Handler<K>): () => void {
  handlers[name].add(handler);
  return () => handlers[name].delete(handler);
}

export function useHubState(): { state: HubState; isConnected: boolean } {
  const current = useSyncExternalStore(subscribeHubState, getHubState, getHubState);
  return { state: current, isConnected: current === 'Connected' };
}

/** Called after each reconnect (not the first connect of a sign-in); returns the unsubscribe function. */
export function onHubReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Wires hub events to query invalidation by the key convention above. Events sent while
 * the connection was down are lost, so after a reconnect every query is invalidated
 * (the ones on screen refetch at once, the others when next used).
 */
export function connectHubToQueries(queryClient: QueryClient): () => void {
  const offs = eventNames.map((name) =>
    onHubEvent(name, () => {
      for (const queryKey of invalidatedBy[name]) void queryClient.invalidateQueries({ queryKey });
    }),
  );
  offs.push(onHubReconnected(() => void queryClient.invalidateQueries()));
  return () => {
    for (const off of offs) off();
  };
}

/**
 * Used once by the signed-in layouts: runs the connection while `signedIn`
 * and keeps the queries fresh.
 */
export function useLiveUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => connectHubToQueries(queryClient), [queryClient]);
  useEffect(() => {
    if (!signedIn) return;
    startHub();
    return () => {
      void stopHub();
    };
  }, [signedIn]);
}
