import { scopeFollowsReportsOnly, scopeOrganisation } from '../../authz/report-list.policy';
import type { ReportActor } from '../../authz/reports.policy';
import type { EventBus } from '../../events/bus';
import { type OrganisationScoped, startReportChangeCache } from '../../events/report-change-cache';
import type { InvalidatedCache } from '../../lib/invalidated-cache';
import type { ReportFilters } from './reports.list.repo';

/**
 * The errand list's totals, remembered per query
 * (docs/decisions/0033-dashboard-and-list-totals-cache.md). The page of
 * 25 is one index read; the total beside it counted up to 10,001 of the organisation's errands on
 * every request, three quarters of the list's cost. A total stays until a report event of its
 * organisation drops it (from any instance; the bus barrier makes another instance's change
 * show on the next read, as for the dashboard), and at most 30 s.
 */
export const LIST_TOTAL_TTL_MS = 30_000;

export interface ListTotal extends OrganisationScoped {
  /** The capped count as the count query returned it. */
  counted: number;
}

export function startListTotals(bus: EventBus) {
  return startReportChangeCache<ListTotal>(bus, { max: 5000, ttlMs: LIST_TOTAL_TTL_MS });
}

export interface ListTotals {
  cache: InvalidatedCache<string, ListTotal>;
  /** Resolves once every other instance's earlier event is heard (realtime/bus-barrier.ts). */
  caughtUp: () => Promise<boolean>;
}

/**
 * Whose totals are kept, and which: those of managers and administrators, whose lists are the
 * busy ones and whose scope depends on nothing but the reports (a tenant's also follows their
 * premises, a contractor's their trade), and only when the count depends on nothing but the
 * reports either: not "overdue" (it changes with the clock) and not a search (it matches
 * addresses, which change without a report event).
 */
export function keepsTotal(actor: ReportActor, filters: ReportFilters): boolean {
  if (!scopeFollowsReportsOnly(actor)) return false;
  return filters.overdue === undefined && !filters.q;
}

/** The organisation a kept total lies in: the manager's; an administrator's spans several. */
export function totalOrganisation(actor: ReportActor): string | null {
  return scopeOrganisation(actor);
}
