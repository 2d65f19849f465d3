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
  close(): Promise<void>;
}

export function createLocalBus(): EventBus {
  const handlers = new Set<(event: DomainEvent) => void>();
  return {
    async publish(...events) {
      for (const event of events) for (const h of handlers) h(event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
