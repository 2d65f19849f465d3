import type { Report, ReportAction, ReportCapabilities, ReportDetail, ReportRating } from '@app/contract';
import type { ReportAccess } from '../../authz/reports.policy';
import type { ActionRow } from './actions.repo';
import type { ReportRow } from './reports.repo';

/**
 * Rows to wire shapes. A `market` view (a contractor browsing Open reports of
 * their trade) carries no personal data of the reporter: no reporter, name,
 * customer number, chat session, nor names of non-contractor actors.
 */
export function toReport(row: ReportRow, access: ReportAccess): Report {
  const market = access === 'market';
  return {
    id: row.id,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
    premisesId: row.premisesId,
    equipmentId: row.equipmentId,
    whatBroke: row.whatBroke,
    description: row.description,
    customerNumber: market ? null : row.customerNumber,
    trade: row.trade,
    priority: row.priority,
    status: row.status,
    reporter: market ? null : row.reporterId,
    reporterName: market ? null : row.reporterName,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    chatSessionId: market ? null : row.chatSessionId,
    language: row.language,
    place: { address: row.address, city: row.city, premisesDesignation: row.premisesDesignation },
    acceptedAt: row.acceptedAt,
    closedAt: row.closedAt,
    acceptDueAt: row.status === 'Open' ? row.acceptDueAt : null,
    finishDueAt: row.finishDueAt,
    overdue: row.overdue,
    created: row.createdAt,
    lastModified: row.updatedAt,
  };
}

export function toAction(row: ActionRow, access: ReportAccess): ReportAction {
  const hideActor = access === 'market' && row.actorRole !== 'Contractor';
  return {
    id: row.id,
    reportId: row.reportId,
    kind: row.kind,
    actorId: hideActor ? null : row.actorId,
    actorRole: row.actorRole,
    actorName: hideActor ? null : row.actorName,
    contractorId: row.contractorId,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    visit:
      row.visitStartsAt && row.visitEndsAt ? { startsAt: row.visitStartsAt, endsAt: row.visitEndsAt } : null,
    created: row.createdAt,
  };
}

export function toDetail(
  row: ReportRow,
  actions: ActionRow[],
  access: ReportAccess,
  can: ReportCapabilities,
  extras: Pick<ReportDetail, 'visit' | 'closeOut' | 'rating'> = { visit: null, closeOut: null, rating: null },
): ReportDetail {
  return { ...toReport(row, access), actions: actions.map((a) => toAction(a, access)), can, ...extras };
}
