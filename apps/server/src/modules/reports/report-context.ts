import type { ReportDetail } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { accountIdOf } from '../../authz/actor';
import { canRate } from '../../authz/ratings.policy';
import { hubEventFacts } from '../../authz/report-fields.policy';
import {
  marketContractorOf,
  type ReportAccess,
  type ReportActor,
  reportAccess,
  reportCapabilities,
} from '../../authz/reports.policy';
import type { Db, Queryable } from '../../db';
import type { DomainEvent, EventBus } from '../../events/bus';
import { notFound } from '../../http/errors';
import { findContractor } from '../contractors';
import { type ActionRow, type ActorRole, insertAction, type NewAction } from './actions.repo';
import type { ListTotals } from './list-totals';
import { toRating } from './rating-view';
import { runActionHooks } from './report-hooks';
import { findReportPage } from './report-page.repo';
import { toDetail } from './report-view';
import { findReport, type ReportRow } from './reports.read.repo';

export interface ReportServiceDeps {
  db: Db;
  bus: EventBus;
  log?: FastifyBaseLogger;
  /** The list's totals kept in memory; counted on every request without. */
  listTotals?: ListTotals;
}

/** The trade of the caller's contractor record, which opens the marketplace to them. */
export async function contractorTradeOf(q: Queryable, actor: ReportActor): Promise<string | null> {
  const contractorId = marketContractorOf(actor);
  if (!contractorId) return null;
  return (await findContractor(q, actor, contractorId, false))?.trade ?? null;
}

/**
 * The report if the caller may see it, with how much; 404 otherwise so ids cannot be probed.
 * `trade` is the caller's contractor trade when already looked up (it is returned for reuse).
 */
export async function loadVisible(
  q: Queryable,
  actor: ReportActor,
  id: string,
  trade?: string | null,
): Promise<{ row: ReportRow; access: ReportAccess; trade: string | null }> {
  const row = await findReport(q, id);
  if (!row) throw notFound();
  const known = trade === undefined ? await contractorTradeOf(q, actor) : trade;
  const access = reportAccess(actor, row, known);
  if (access === 'none') throw notFound();
  return { row, access, trade: known };
}

/**
 * The report as the caller sees it, with its timeline and what the caller may do with it: two
 * statements (the report with its rating, visit and close-out; then the timeline), plus the
 * contractor's trade when a contractor asks and it is not known yet.
 *
 * `afterOwnChange`: a contractor handing back a report outside their trade no longer sees it;
 * they get the market view of what they just held (no reporter data), and may do nothing more.
 */
export async function detailOf(
  q: Queryable,
  actor: ReportActor,
  id: string,
  trade?: string | null,
  afterOwnChange = false,
): Promise<ReportDetail> {
  const page = await findReportPage(q, id);
  if (!page) throw notFound();
  const { row, rating } = page;
  const known = trade === undefined ? await contractorTradeOf(q, actor) : trade;
  const access = reportAccess(actor, row, known);
  if (access === 'none') {
    if (!afterOwnChange) throw notFound();
    const none = {
      ...reportCapabilities(actor, row),
      accept: false,
      moves: [],
      planVisit: false,
      submitQuote: false,
      decideQuote: false,
      workOrders: false,
      rate: false,
      internalNote: false,
    };
    return toDetail(actor, row, page.actions, 'market', none);
  }
  const can = { ...reportCapabilities(actor, row), rate: canRate(actor, row, rating !== null) };
  // The field policy strips the visit and close-out to what the reader may read (report-view.ts).
  return toDetail(actor, row, page.actions, access, can, {
    visit: page.visit,
    closeOut: page.closeOut,
    quote: page.quote,
    quoteLimit: page.quoteLimit,
    rating: toRating(actor, row, access, rating),
  });
}

/** The timeline entry a change appends; who made it is filled in from the actor. */
export type ChangeAction = Pick<
  NewAction,
  'kind' | 'contractorId' | 'fromStatus' | 'toStatus' | 'note' | 'visibility'
> &
  Partial<Pick<NewAction, 'visitStartsAt' | 'visitEndsAt' | 'fileCount' | 'fileKind'>>;

/** A timeline entry that leaves the errand in its status and with its contractor (a note, a visit, a quote…). */
export const keepingStatus = (
  row: Pick<ReportRow, 'contractorId' | 'status'>,
  entry: Omit<ChangeAction, 'contractorId' | 'fromStatus' | 'toStatus'>,
): ChangeAction => ({
  contractorId: row.contractorId,
  fromStatus: row.status,
  toStatus: row.status,
  ...entry,
});

/** Who made a change, as the timeline keeps it (`actorFields`, or the maintenance plan's name alone). */
export type ChangeBy = Pick<NewAction, 'actorId' | 'actorRole' | 'actorName'>;

/**
 * The one way a timeline entry is appended, inside the change's transaction: the entry, then
 * the hooks of other features (report-hooks.ts), which book its notifications as jobs that
 * commit with the change (an outbox).
 */
export async function appendChange(
  q: Queryable,
  by: ChangeBy,
  report: Pick<ReportRow, 'id' | 'organisationId'>,
  action: ChangeAction,
): Promise<ActionRow> {
  const row = await insertAction(q, {
    reportId: report.id,
    organisationId: report.organisationId,
    ...by,
    ...action,
  });
  await runActionHooks(q, row);
  return row;
}

/**
 * After a change inside its transaction: appends the timeline entry, reads the
 * detail back as the caller now sees it, and lists the hub events to publish
 * once the transaction has committed.
 */
export async function recordChange(
  q: Queryable,
  actor: ReportActor,
  report: Pick<ReportRow, 'id' | 'organisationId'>,
  action: ChangeAction,
  type: 'ReportCreated' | 'ReportUpdated',
  trade?: string | null,
): Promise<{ detail: ReportDetail; events: DomainEvent[] }> {
  const row = await appendChange(q, actorFields(actor), report, action);
  const detail = await detailOf(q, actor, report.id, trade, true);
  // An internal note changes nothing the reporter sees: no report event, only the
  // timeline event, which the hub withholds from the reporter.
  if (row.visibility === 'internal') return { detail, events: eventsFor(type, detail, [row]).slice(1) };
  return { detail, events: eventsFor(type, detail, [row]) };
}

/**
 * The change-a-report transaction shared by edit, accept, transition and notes:
 * load the report the caller may see (404 otherwise; `whenHidden` may answer
 * differently), let `change` check the rules and write, append its timeline
 * entry, answer the new detail, and publish after the commit.
 */
export async function withReportChange(
  deps: ReportServiceDeps,
  actor: ReportActor,
  id: string,
  change: (q: Queryable, row: ReportRow) => Promise<ChangeAction>,
  whenHidden?: (q: Queryable, err: unknown) => Promise<never>,
): Promise<ReportDetail> {
  const { detail, events } = await deps.db.transaction(async (q) => {
    const load = loadVisible(q, actor, id);
    const { row, trade } = await (whenHidden ? load.catch((err) => whenHidden(q, err)) : load);
    // The caller's trade, looked up once, serves the detail read back too.
    return recordChange(q, actor, row, await change(q, row), 'ReportUpdated', trade);
  });
  await publishAll(deps, events);
  return detail;
}

/** Who did it, as the timeline keeps it: id, role and a snapshot of the name. */
export function actorFields(actor: ReportActor): ChangeBy {
  return {
    actorId: accountIdOf(actor),
    actorRole: actor.role as ActorRole,
    actorName: actor.name ?? actor.email ?? null,
  };
}

/** The hub events for a changed report and the actions appended to it. */
export function eventsFor(
  type: 'ReportCreated' | 'ReportUpdated' | 'ReportDeleted',
  row: Pick<ReportRow, 'id' | 'organisationId' | 'status' | 'trade' | 'priority' | 'contractorId'>,
  actions: Pick<ActionRow, 'kind' | 'visibility'>[] = [],
): DomainEvent[] {
  const base = { reportId: row.id, organisationId: row.organisationId };
  return [
    {
      type,
      // Only what every reader of the errand reads (authz/report-fields.policy.ts).
      payload: hubEventFacts(row),
    },
    ...actions.map(
      (a): DomainEvent => ({
        type: 'EventAdded',
        payload: { ...base, kind: a.kind, visibility: a.visibility },
      }),
    ),
  ];
}

/**
 * Publishes after the transaction committed. A failing bus must not turn a
 * committed change into an error answer, so failures are logged.
 */
export async function publishAll(deps: ReportServiceDeps, events: DomainEvent[]) {
  if (events.length === 0) return;
  try {
    await deps.bus.publish(...events);
  } catch (err) {
    deps.log?.error({ err, types: events.map((e) => e.type) }, 'publishing report events failed');
  }
}
