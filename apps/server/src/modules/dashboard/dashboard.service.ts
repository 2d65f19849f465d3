import type { Dashboard, DashboardEvent, Page } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { scopeOrganisation } from '../../authz/report-list.policy';
import {
  eventScopeReadsReports,
  type ReportActor,
  reportEventScope,
  reportScope,
} from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { type Condition, SqlParams } from '../../lib/sql';
import { contractorTradeOf } from '../reports';
import {
  counts,
  type EventRow,
  type EventScope,
  listEvents,
  overdueAndNextChange,
  perContractor,
  perProperty,
  perTrade,
} from './dashboard.repo';
import type { DashboardCache, DashboardData } from './dashboard-cache';

export const LATEST_EVENTS = 10;

function eventScope(actor: ReportActor): EventScope {
  return { where: (p) => reportEventScope(actor, p), readsReports: eventScopeReadsReports(actor) };
}

/**
 * The feed's sentences ('a contractor accepted an errand at {address}', …) in the caller's language.
 * Inside an English sentence a status reads in lower case ("is now closed"); `status` keeps the
 * label's own capital for languages that quote it as a name.
 */
export function toEvent(row: EventRow, locale: Locale): DashboardEvent {
  const status = row.toStatus ? translate(locale, `enums.status.${row.toStatus}`) : '';
  return {
    id: row.id,
    kind: row.kind,
    reportId: row.reportId,
    reportNumber: row.reportNumber,
    title: row.title,
    address: row.address,
    actor: row.actorName,
    at: row.createdAt,
    text: translate(locale, `dashboard.events.${row.kind}`, {
      address: row.address,
      status,
      statusInText: status.toLocaleLowerCase(locale),
    }),
  };
}

/**
 * What a scope's figures depend on: the scopes' SQL with their parameters, as the
 * policy writes them for this caller (role, organisation, user, contractor, trade).
 * Two callers with the same key see the same dashboard.
 */
function scopeKey(...scopes: Condition[]): string {
  const p = new SqlParams();
  const text = scopes.map((scope) => scope(p)).join(' | ');
  return `${text} ${JSON.stringify(p.values)}`;
}

/**
 * Dashboards scoped to the caller: admins everything, managers their
 * organisation, tenants their own reports, contractors their own work (their
 * "unhandled" count is the open marketplace of their trade). With a cache, the
 * figures of a scope are read once until a report in it changes
 * (dashboard-cache.ts); the feed is put into each caller's language per request.
 */
export function createDashboardService(deps: {
  db: Queryable;
  cache?: DashboardCache;
  /** Resolves once every other instance's earlier event is heard (realtime/bus-barrier.ts). */
  caughtUp?: () => Promise<boolean>;
}) {
  const { db, cache, caughtUp } = deps;

  async function figures(actor: ReportActor): Promise<DashboardData> {
    const trade = await contractorTradeOf(db, actor);
    const own = (p: SqlParams) => reportScope(actor, p, 'r', 'mine', trade);
    // A contractor's "unhandled" count is the open marketplace of their trade.
    const countScope = (p: SqlParams) => reportScope(actor, p, 'r', 'all', trade);
    const events = eventScope(actor);
    const key = scopeKey(own, countScope, events.where);
    // Another instance's change committed before this request must have dropped the entry first.
    // (Not asked while the cache keeps nothing anyway: the bus is not heard.)
    const known = cache?.isTrusted && (await (caughtUp?.() ?? true)) ? cache.get(key) : undefined;
    if (known) return known;
    const generation = cache?.generation() ?? 0;
    const [c, trades, contractors, properties, latest, overdue] = await Promise.all([
      counts(db, countScope),
      perTrade(db, own),
      perContractor(db, own),
      perProperty(db, own),
      listEvents(db, events, { limit: LATEST_EVENTS, offset: 0 }, { total: false }),
      overdueAndNextChange(db, own),
    ]);
    const data: DashboardData = {
      counts: c,
      overdue: overdue.overdue,
      events: latest.rows,
      perTrade: trades,
      perContractor: contractors,
      perProperty: properties,
      // Managers and tenants see one organisation; any other scope counts as spanning several.
      organisationId: scopeOrganisation(actor),
    };
    // Kept until a report changes, or the clock makes one more overdue (whichever comes first).
    cache?.set(key, data, generation, overdue.nextChangeMs ?? Number.POSITIVE_INFINITY);
    return data;
  }

  async function dashboard(actor: ReportActor, locale: Locale): Promise<Dashboard> {
    const data = await figures(actor);
    return {
      counts: data.counts,
      overdue: data.overdue,
      latestEvents: data.events.map((e) => toEvent(e, locale)),
      perTrade: data.perTrade,
      perContractor: data.perContractor,
      perProperty: data.perProperty,
    };
  }

  async function events(
    actor: ReportActor,
    locale: Locale,
    page: { page: number; pageSize: number },
  ): Promise<Page<DashboardEvent>> {
    const { rows, total } = await listEvents(db, eventScope(actor), {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    return { items: rows.map((e) => toEvent(e, locale)), total, page: page.page, pageSize: page.pageSize };
  }

  return { dashboard, events };
}
