import { InvalidatedCache } from '../lib/invalidated-cache';
import type { DomainEvent, EventBus } from './bus';

/** What a cached answer about reports covers: one organisation, or several (null). */
export interface OrganisationScoped {
  organisationId: string | null;
}

/** Events that change a report or its timeline. */
const changesReports = (
  event: DomainEvent,
): event is Extract<
  DomainEvent,
  { type: 'ReportCreated' | 'ReportUpdated' | 'ReportDeleted' | 'EventAdded' }
> =>
  event.type === 'ReportCreated' ||
  event.type === 'ReportUpdated' ||
  event.type === 'ReportDeleted' ||
  event.type === 'EventAdded';

/**
 * An in-process cache of answers computed from reports (the dashboard's figures, the list's
 * totals): a report event from any instance drops the entries of its organisation and those
 * spanning several; this instance's own events drop them as they are published, before the
 * answer that made them goes out. Nothing is kept while the bus is not heard.
 */
export function startReportChangeCache<V extends OrganisationScoped>(
  bus: EventBus,
  opts: { max: number; ttlMs: number },
) {
  const cache = new InvalidatedCache<string, V>(opts);
  const onEvent = (event: DomainEvent) => {
    if (!changesReports(event)) return;
    const org = event.payload.organisationId;
    cache.forget((_key, v) => v.organisationId === null || v.organisationId === org);
  };
  const stops = [
    bus.subscribe(onEvent),
    bus.onPublish?.(onEvent),
    bus.onState?.((listening) => (listening ? cache.trust() : cache.distrust())),
  ];
  cache.trust();
  return {
    cache,
    stop() {
      for (const stop of stops) stop?.();
      cache.distrust();
    },
  };
}
