import type {
  HazardKind,
  Report,
  ReportCreate,
  ReportDetail,
  ReportListQuery,
  ReportPage,
  ReportUpdate,
  Trade,
} from '@app/contract';
import { mineFilter, searchOrganisation } from '../../authz/report-list.policy';
import {
  canDeleteReport,
  canEditReport,
  mayListByContractor,
  type ReportActor,
  reportAccess,
  reportScope,
} from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import type { DomainEvent } from '../../events/bus';
import { forbidden, notFound } from '../../http/errors';
import { type SqlParams, sortEntry } from '../../lib/sql';
import { findContractorByEmail } from '../contractors';
import { findOrganisation } from '../organisations';
import { createCloseOutWorkflow } from './closeout';
import { recordHazards } from './hazards.repo';
import { keepsTotal, totalOrganisation } from './list-totals';
import { createPlannedErrands } from './planned-errand';
import { createPublicErrands } from './public-errand';
import { createQuoteWorkflow } from './quotes';
import {
  contractorTradeOf,
  detailOf,
  eventsFor,
  keepingStatus,
  loadVisible,
  publishAll,
  type ReportServiceDeps,
  recordChange,
  withReportChange,
} from './report-context';
import {
  checkChatSession,
  checkEquipment,
  checkPremises,
  newReportText,
  resolveCreatePlace,
} from './report-create';
import { toListItem } from './report-view';
import { createReportWorkflow } from './report-workflow';
import {
  buildListSql,
  LIST_PHOTOS,
  type ListSql,
  listReports,
  type ReportFilters,
  type ReportSortKey,
  sortColumns,
} from './reports.list.repo';
import { deleteReport, insertReport, updateReportFields } from './reports.write.repo';
import { offeredTimes } from './time-offers';
import { saveTimeOffer } from './time-offers.repo';
import { createVisitWorkflow } from './visits';

export type { ReportServiceDeps } from './report-context';

export interface CreateOptions {
  /** The chat session the report came from (the assistant). */
  chatSessionId?: string;
  /** Hazards the assistant's triage recognised in that conversation (gas, fire…): managers are told at once. */
  hazards?: readonly HazardKind[];
  /** Run inside the caller's transaction; then the caller commits. */
  q?: Queryable;
  /**
   * With `q`: hub events are pushed here instead of being published, for the
   * caller to publish after its commit. Without it they are published at once.
   */
  events?: DomainEvent[];
}

export function parseSort(sort: string | undefined): { key: ReportSortKey; desc: boolean } {
  const raw = sort ?? '-created';
  const desc = raw.startsWith('-');
  const key = desc ? raw.slice(1) : raw;
  sortEntry(sortColumns, key);
  return { key: key as ReportSortKey, desc };
}

/** The "mine" filter for this caller: their contractor record's reports, else those they reported. */
function mineOf(actor: ReportActor | undefined): ReportFilters['mine'] {
  return actor ? mineFilter(actor) : undefined;
}

/** ReportFilters.searchWithin: the organisation a manager's or tenant's errands lie in. */
function searchWithin(query: Partial<ReportListQuery>, actor?: ReportActor): string | undefined {
  return actor ? searchOrganisation(actor, query.organisationId) : undefined;
}

export function filtersOf(query: Partial<ReportListQuery>, actor?: ReportActor): ReportFilters {
  return {
    status: query.status ? (query.status.split(',') as ReportFilters['status']) : undefined,
    trade: query.trade,
    priority: query.priority,
    propertyId: query.propertyId,
    premisesId: query.premisesId,
    contractorId: query.contractorId,
    organisationId: query.organisationId,
    equipmentId: query.equipmentId,
    from: query.from,
    to: query.to,
    q: query.q || undefined,
    searchWithin: query.q ? searchWithin(query, actor) : undefined,
    overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
    unassigned: query.unassigned === 'true',
    mine: query.mine === 'true' ? mineOf(actor) : undefined,
  };
}

/** Reports: every rule of docs/PRODUCT.md, shared by the HTTP routes and the chat assistant. */
export function createReportService(deps: ReportServiceDeps) {
  const { db } = deps;

  /** The page, and its total from memory where it is kept (list-totals.ts). */
  async function listWithTotal(actor: ReportActor, filters: ReportFilters, built: ListSql) {
    const totals = deps.listTotals;
    const key =
      totals && keepsTotal(actor, filters) ? `${built.countSql} ${JSON.stringify(built.countParams)}` : null;
    // Another instance's change committed before this request must have dropped the entry first.
    const known =
      key && totals?.cache.isTrusted && (await totals.caughtUp()) ? totals.cache.get(key) : undefined;
    const generation = totals?.cache.generation() ?? 0;
    const page = await listReports(db, built, known?.counted);
    if (key && !known)
      totals?.cache.set(key, { counted: page.counted, organisationId: totalOrganisation(actor) }, generation);
    return page;
  }

  async function list(actor: ReportActor, query: Partial<ReportListQuery>): Promise<ReportPage> {
    const page = query.page ?? 1;
    const pageSize = Math.min(query.pageSize ?? 25, 100);
    const trade = await contractorTradeOf(db, actor);
    const scope = (p: SqlParams) => reportScope(actor, p, 'r', query.scope, trade);
    const filters = filtersOf(query, actor);
    const built = buildListSql(scope, filters, parseSort(query.sort), { page, pageSize }, LIST_PHOTOS);
    const { rows, total, totalIsCapped } = await listWithTotal(actor, filters, built);
    const items = rows.map((row) => toListItem(actor, row, reportAccess(actor, row, trade)));
    return { items, total, totalIsCapped, page, pageSize };
  }

  async function create(
    actor: ReportActor,
    input: ReportCreate,
    opts: CreateOptions = {},
  ): Promise<ReportDetail> {
    // Judged before the transaction: the model's work holds no locks.
    const { hazards, ...text } = newReportText(input, opts.chatSessionId ? (opts.hazards ?? []) : undefined);
    // Times offered with the report, checked as when offered later (their fields under `times.`).
    const times = input.times ? offeredTimes(input.times, Date.now(), 'times.') : null;
    const run = async (q: Queryable) => {
      const { organisationId } = await resolveCreatePlace(q, actor, input);
      const chatSessionId = await checkChatSession(q, actor, opts.chatSessionId);
      // The organisation's report language at the time of writing.
      const language = (await findOrganisation(q, actor, organisationId))?.reportLanguage ?? 'sv';
      const id = await insertReport(q, {
        organisationId,
        propertyId: input.propertyId,
        premisesId: input.premisesId ?? null,
        equipmentId: input.equipmentId ?? null,
        whatBroke: input.whatBroke,
        customerNumber: input.customerNumber ?? null,
        ...text,
        reporterId: actor.id,
        chatSessionId,
        language,
      });
      await recordHazards(q, id, hazards);
      if (times && (times.windows.length || times.note || times.anyTime))
        await saveTimeOffer(q, { reportId: id, organisationId, ...times });
      const created = { kind: 'created', contractorId: null, fromStatus: null, toStatus: 'Open' } as const;
      return recordChange(q, actor, { id, organisationId }, { ...created, note: null }, 'ReportCreated');
    };
    if (opts.q) {
      const { detail, events } = await run(opts.q);
      if (opts.events) opts.events.push(...events);
      else await publishAll(deps, events);
      return detail;
    }
    const { detail, events } = await db.transaction(run);
    await publishAll(deps, events);
    return detail;
  }

  const update = (actor: ReportActor, id: string, input: ReportUpdate): Promise<ReportDetail> =>
    withReportChange(deps, actor, id, async (q, row) => {
      if (!canEditReport(actor, row)) throw forbidden();
      await checkPremises(q, actor, row.propertyId, row.organisationId, input.premisesId);
      await checkEquipment(q, actor, row.propertyId, input.equipmentId);
      // An emptied access is none, as on create.
      await updateReportFields(q, id, input.access === '' ? { ...input, access: null } : input);
      return keepingStatus(row, { kind: 'updated', note: null });
    });

  async function remove(actor: ReportActor, id: string): Promise<void> {
    const row = await db.transaction(async (q) => {
      const { row } = await loadVisible(q, actor, id);
      if (!canDeleteReport(actor, row)) throw forbidden();
      if (!(await deleteReport(q, id))) throw notFound();
      return row;
    });
    await publishAll(deps, eventsFor('ReportDeleted', row));
  }

  /** Reports handled by the contractor with this email, within the caller's reach. */
  async function listByContractorEmail(actor: ReportActor, email: string, query: Partial<ReportListQuery>) {
    if (!mayListByContractor(actor)) throw forbidden();
    // Within the caller's contractor scope: a contractor finds only themselves.
    const contractor = await findContractorByEmail(db, actor, email, false);
    if (!contractor) throw notFound();
    return list(actor, { ...query, scope: 'mine', contractorId: contractor.id });
  }

  /** Reports not yet closed at the same place and trade that the caller can see (the assistant offers them). */
  async function findOpenDuplicates(
    actor: ReportActor,
    where: { premisesId?: string | null; propertyId: string; trade: Trade },
  ): Promise<Report[]> {
    const page = await list(actor, {
      propertyId: where.propertyId,
      premisesId: where.premisesId ?? undefined,
      trade: where.trade,
      status: 'Open,InProgress,FollowingUp',
      scope: 'all',
      pageSize: 20,
    });
    return page.items;
  }

  const get = (actor: ReportActor, id: string) => detailOf(db, actor, id);

  return {
    list,
    get,
    create,
    update,
    remove,
    listByContractorEmail,
    findOpenDuplicates,
    ...createReportWorkflow(deps),
    ...createVisitWorkflow(deps),
    ...createCloseOutWorkflow(deps),
    ...createQuoteWorkflow(deps),
    ...createPlannedErrands(deps),
    ...createPublicErrands(deps),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
