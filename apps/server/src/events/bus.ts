import type { HubEventMap, HubEventName } from '@app/contract';

/** A domain event about a record, published after its transaction commits. */
export type DomainEvent = {
  [K in HubEventName]: { type: K; payload: HubEventMap[K] };
}[HubEventName];

/**
 * Carries domain events to every server instance (the hub delivers them to
 * sockets). The in-process bus serves one instance; realtime/ provides one
 * over PostgreSQL LISTEN/NOTIFY that another broker could replace.
 */
export interface EventBus {
  /** Several events of one change go out together, in order (one round trip on PostgreSQL). */
  publish(...events: DomainEvent[]): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
  /**
   * This instance's own events, as `publish` is called: a cache of this instance drops what
   * they change before the answer that made them goes out, not a round trip later. Every
   * instance's events still arrive through `subscribe`.
   */
  onPublish?(handler: (event: DomainEvent) => void): () => void;
  /**
   * Hears when delivery from other instances is lost (false: events may be missed) and back
   * (true). A bus that cannot lose them (in-process) never calls it.
   */
  onState?(handler: (listening: boolean) => void): () => void;
  close(): Promise<void>;
}

/** The `onPublish` side of a bus: handlers called in order, each event once. */
export function publishHandlers() {
  const handlers = new Set<(event: DomainEvent) => void>();
  return {
    add(handler: (event: DomainEvent) => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    emit(events: DomainEvent[]) {
      for (const event of events) for (const h of handlers) h(event);
    },
    clear: () => handlers.clear(),
  };
}

export function createLocalBus(): EventBus {
  const handlers = new Set<(event: DomainEvent) => void>();
  const published = publishHandlers();
  return {
    async publish(...events) {
      published.emit(events);
      for (const event of events) for (const h of handlers) h(event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onPublish: published.add,
    async close() {
      handlers.clear();
      published.clear();
    },
  };
}
