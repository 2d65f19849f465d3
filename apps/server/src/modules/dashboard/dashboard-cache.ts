import type { Dashboard } from '@app/contract';
import type { DomainEvent, EventBus } from '../../events/bus';
import { InvalidatedCache } from '../../lib/invalidated-cache';
import type { EventRow } from './dashboard.repo';

/** A dashboard's figures as read, before the feed is put into the caller's language. */
export interface DashboardData extends Omit<Dashboard, 'latestEvents'> {
  events: EventRow[];
  /** The organisation the scope lies in; null when it spans several (admins, contractors). */
  organisationId: string | null;
}

type ReportChange = Extract<
  DomainEvent,
  { type: 'ReportCreated' | 'ReportUpdated' | 'ReportDeleted' | 'EventAdded' }
>;

/** Events that change a report or its timeline, so the figures or the feed. */
const changesReports = (event: DomainEvent): event is ReportChange =>
  event.type === 'ReportCreated' ||
  event.type === 'ReportUpdated' ||
  event.type === 'ReportDeleted' ||
  event.type === 'EventAdded';

/**
 * The dashboards' figures per scope (docs/DECISIONS.md "Dashboard cache"): a
 * report event from any instance drops the scopes of its organisation and
 * those spanning several; this instance's own events drop them as they are
 * published. At most 30 s old, and never past the next deadline that would
 * change the overdue count; nothing is kept while the bus is not heard.
 */
export const DASHBOARD_TTL_MS = 30_000;

export function startDashboardCache(bus: EventBus) {
  const cache = new InvalidatedCache<string, DashboardData>({ max: 1000, ttlMs: DASHBOARD_TTL_MS });
  const onEvent = (event: DomainEvent) => {
    if (!changesReports(event)) return;
    const org = event.payload.organisationId;
    cache.forget((_key, d) => d.organisationId === null || d.organisationId === org);
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

export type DashboardCache = ReturnType<typeof startDashboardCache>['cache'];
