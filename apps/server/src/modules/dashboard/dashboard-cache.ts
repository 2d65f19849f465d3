import type { Dashboard } from '@app/contract';
import type { EventBus } from '../../events/bus';
import { startReportChangeCache } from '../../events/report-change-cache';
import type { EventRow } from './dashboard.repo';

/** A dashboard's figures as read, before the feed is put into the caller's language. */
export interface DashboardData extends Omit<Dashboard, 'latestEvents'> {
  events: EventRow[];
  /** The organisation the scope lies in; null when it spans several (admins, contractors). */
  organisationId: string | null;
}

/**
 * The dashboards' figures per scope (docs/decisions/0033-dashboard-and-list-totals-cache.md): a
 * report event from any instance drops the scopes of its organisation and
 * those spanning several; this instance's own events drop them as they are
 * published. At most 30 s old, and never past the next deadline that would
 * change the overdue count; nothing is kept while the bus is not heard.
 */
export const DASHBOARD_TTL_MS = 30_000;

export function startDashboardCache(bus: EventBus) {
  return startReportChangeCache<DashboardData>(bus, { max: 1000, ttlMs: DASHBOARD_TTL_MS });
}

export type DashboardCache = ReturnType<typeof startDashboardCache>['cache'];
