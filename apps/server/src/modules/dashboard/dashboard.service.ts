import type { Dashboard, DashboardEvent, Page } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import {
  eventScopeReadsReports,
  type ReportActor,
  reportEventScope,
  reportScope,
} from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import type { SqlParams } from '../../lib/sql';
import { countOverdue } from '../deadlines/deadlines.repo';
import { contractorTradeOf } from '../reports/report-context';
import {
  counts,
  type EventRow,
  type EventScope,
  listEvents,
  perContractor,
  perProperty,
  perTrade,
} from './dashboard.repo';

export const LATEST_EVENTS = 10;

function eventScope(actor: ReportActor): EventScope {
  return { where: (p) => reportEventScope(actor, p), readsReports: eventScopeReadsReports(actor) };
}

/** The feed's sentences ('contractor accepted a case at {address}', …) in the caller's language. */
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
    text: translate(locale, `dashboard.events.${row.kind}`, { address: row.address, status }),
  };
}

/**
 * Dashboards scoped to the caller: admins everything, managers their
 * organisation, tenants their own reports, contractors their own work (their
 * "unhandled" count is the open marketplace of their trade).
 */
export function createDashboardService(deps: { db: Queryable }) {
  const { db } = deps;

  async function dashboard(actor: ReportActor, locale: Locale): Promise<Dashboard> {
    const trade = await contractorTradeOf(db, actor);
    const own = (p: SqlParams) => reportScope(actor, p, 'r', 'mine', trade);
    // A contractor's "unhandled" count is the open marketplace of their trade.
    const countScope = (p: SqlParams) => reportScope(actor, p, 'r', 'all', trade);
    const [c, trades, contractors, properties, events, overdue] = await Promise.all([
      counts(db, countScope),
      perTrade(db, own),
      perContractor(db, own),
      perProperty(db, own),
      listEvents(db, eventScope(actor), { limit: LATEST_EVENTS, offset: 0 }, { total: false }),
      countOverdue(db, own),
    ]);
    return {
      counts: c,
      overdue,
      latestEvents: events.rows.map((e) => toEvent(e, locale)),
      perTrade: trades,
      perContractor: contractors,
      perProperty: properties,
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
