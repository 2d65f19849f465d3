import { type HubEventName, hubEvents } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { type DomainEvent, type EventBus, publishHandlers } from '../events/bus';

export const EVENTS_CHANNEL = 'report_events';

/** Parses a NOTIFY payload back into an event; anything else is ignored. */
export function parseEvent(text: string): DomainEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, payload } = raw as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(hubEvents, type)) return null;
  const parsed = hubEvents[type as HubEventName].safeParse(payload);
  return parsed.success ? ({ type, payload: parsed.data } as DomainEvent) : null;
}

/**
 * The event bus over PostgreSQL LISTEN/NOTIFY (PGlite runs it in-process):
 * every instance on the database hears every event and serves its own
 * sockets. Payloads are ids and enum values only, far below NOTIFY's 8 kB.
 * Delivery is best effort, like the hub itself: clients refetch on reconnect.
 */
export async function createDbBus(db: Db, log?: FastifyBaseLogger): Promise<EventBus> {
  const handlers = new Set<(event: DomainEvent) => void>();
  const published = publishHandlers();
  const stateHandlers = new Set<(listening: boolean) => void>();
  const unlisten = await db.listen(
    EVENTS_CHANNEL,
    (text) => {
      const event = parseEvent(text);
      if (!event) {
        log?.warn('malformed event on the bus, ignored');
        return;
      }
      for (const handler of handlers) handler(event);
    },
    (listening) => {
      for (const handler of stateHandlers) handler(listening);
    },
  );
  let closed = false;
  return {
    async publish(...events) {
      if (closed) return;
      published.emit(events);
      const payloads: string[] = [];
      for (const event of events) {
        // Only the contract's fields go on the wire.
        const parsed = hubEvents[event.type].safeParse(event.payload);
        if (parsed.success) payloads.push(JSON.stringify({ type: event.type, payload: parsed.data }));
        else log?.warn({ type: event.type }, 'event does not match the contract, not published');
      }
      if (payloads.length === 0) return;
      try {
        // One statement for all: unnest yields the array in order, and NOTIFY keeps that order.
        await db.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
          EVENTS_CHANNEL,
          payloads,
        ]);
      } catch (err) {
        // The change is committed; a lost notification must not fail the request that made it.
        log?.error({ err, types: events.map((e) => e.type) }, 'event publish failed');
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onPublish: published.add,
    onState(handler) {
      stateHandlers.add(handler);
      return () => {
        stateHandlers.delete(handler);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      published.clear();
      stateHandlers.clear();
      await unlisten();
    },
  };
}
