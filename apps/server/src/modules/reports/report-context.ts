import type { ReportDetail } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type ReportAccess, type ReportActor, reportAccess } from '../../authz/reports.policy';
import type { Db, Queryable } from '../../db';
import type { DomainEvent, EventBus } from '../../events/bus';
import { notFound } from '../../http/errors';
import { type ActionRow, type ActorRole, listActions, type NewAction } from './actions.repo';
import { findContractor } from './places.repo';
import { toDetail } from './report-view';
import { findReport, type ReportRow } from './reports.repo';

export interface ReportServiceDeps {
  db: Db;
  bus: EventBus;
  log?: FastifyBaseLogger;
}

/** The trade of the caller's contractor record, which opens the marketplace to them. */
export async function contractorTradeOf(q: Queryable, actor: ReportActor): Promise<string | null> {
  if (actor.role !== 'Contractor' || !actor.contractorId) return null;
  return (await findContractor(q, actor.contractorId))?.trade ?? null;
}

/** The report if the caller may see it, with how much; 404 otherwise so ids cannot be probed. */
export async function loadVisible(
  q: Queryable,
  actor: ReportActor,
  id: string,
): Promise<{ row: ReportRow; access: ReportAccess }> {
  const row = await findReport(q, id);
  if (!row) throw notFound();
  const access = reportAccess(actor, { ...row, reporter: row.reporterId }, await contractorTradeOf(q, actor));
  if (access === 'none') throw notFound();
  return { row, access };
}

export async function detailOf(q: Queryable, actor: ReportActor, id: string): Promise<ReportDetail> {
  const { row, access } = await loadVisible(q, actor, id);
  return toDetail(row, await listActions(q, id), access);
}

/** Who did it, as the timeline keeps it: id, role and a snapshot of the name. */
export function actorFields(actor: ReportActor): Pick<NewAction, 'actorId' | 'actorRole' | 'actorName'> {
  return {
    actorId: actor.id,
    actorRole: actor.role as ActorRole,
    actorName: actor.name ?? actor.email ?? null,
  };
}

/** The hub events for a changed report and the actions appended to it. */
export function eventsFor(
  type: 'ReportCreated' | 'ReportUpdated' | 'ReportDeleted',
  row: Pick<ReportRow, 'id' | 'organisationId' | 'status' | 'trade' | 'priority' | 'contractorId'>,
  actions: Pick<ActionRow, 'kind'>[] = [],
): DomainEvent[] {
  const base = { reportId: row.id, organisationId: row.organisationId };
  return [
    {
      type,
      payload: {
        ...base,
        status: row.status,
        trade: row.trade,
        priority: row.priority,
        contractorId: row.contractorId,
      },
    },
    ...actions.map((a): DomainEvent => ({ type: 'EventAdded', payload: { ...base, kind: a.kind } })),
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
