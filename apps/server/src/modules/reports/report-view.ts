import type {
  Report,
  ReportAction,
  ReportCapabilities,
  ReportContact,
  ReportDetail,
  ReportListItem,
} from '@app/contract';
import type { Actor } from '../../authz/actor';
import { canReadFiles } from '../../authz/attachments.policy';
import { contactFor } from '../../authz/report-contact.policy';
import {
  type ReportFields,
  reportFields,
  stripCloseOut,
  stripReport,
} from '../../authz/report-fields.policy';
import { namesEntryActor, timelineFor } from '../../authz/report-notes.policy';
import type { ReportAccess } from '../../authz/reports.policy';
import type { ActionRow } from './actions.repo';
import type { ReportListRow } from './reports.list.repo';
import type { ReportRow } from './reports.read.repo';

/**
 * Rows to wire shapes, stripped to the field groups the reader may read
 * (authz/report-fields.policy.ts). A `market` view (a contractor browsing Open reports
 * of their trade) carries no personal data of the reporter (no reporter, name, customer
 * number, chat session, nor names of non-contractor actors) and no access.
 */
export function toReport(row: ReportRow, fields: ReportFields): Report {
  return stripReport(fields, {
    id: row.id,
    number: row.number,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
    premisesId: row.premisesId,
    equipmentId: row.equipmentId,
    whatBroke: row.whatBroke,
    description: row.description,
    access: row.access,
    customerNumber: row.customerNumber,
    trade: row.trade,
    priority: row.priority,
    status: row.status,
    kind: row.kind,
    reporter: row.reporterId,
    reporterName: row.reporterName,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    chatSessionId: row.chatSessionId,
    language: row.language,
    place: { address: row.address, city: row.city, premisesDesignation: row.premisesDesignation },
    acceptedAt: row.acceptedAt,
    closedAt: row.closedAt,
    acceptDueAt: row.status === 'Open' ? row.acceptDueAt : null,
    finishDueAt: row.finishDueAt,
    overdue: row.overdue,
    hazards: row.hazards,
    created: row.createdAt,
    lastModified: row.updatedAt,
  });
}

/** A list row: the report plus its photo count and cover (the list's thumbnail). */
export function toListItem(actor: Actor, row: ReportListRow, access: ReportAccess): ReportListItem {
  const photos = canReadFiles(access);
  return {
    ...toReport(row, reportFields(actor, row, access)),
    photoCount: photos ? row.photoCount : 0,
    coverFileId: photos ? row.coverFileId : null,
  };
}

export function toAction(row: ActionRow, access: ReportAccess): ReportAction {
  const hideActor = !namesEntryActor(access, row.actorRole);
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
    visibility: row.visibility,
    files: row.fileCount && row.fileKind ? { count: row.fileCount, kind: row.fileKind } : null,
    created: row.createdAt,
  };
}

/** A map search for the property's address: a standard URL every phone opens, no tile server. */
export function mapUrl(row: Pick<ReportRow, 'address' | 'city'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${row.address}, ${row.city}`)}`;
}

/** Names and phones the caller may get, as the contact policy decides. */
export function toContact(actor: Actor, row: ReportRow): ReportContact {
  const may = contactFor(actor, row);
  const contact: ReportContact = {};
  if (may.reporter && row.reporterId && row.reporterName)
    contact.reporter = { name: row.reporterName, phone: row.reporterPhone, mapUrl: mapUrl(row) };
  if (may.contractor && row.contractorName)
    contact.contractor = { name: row.contractorName, phone: row.contractorPhone };
  return contact;
}

const NO_EXTRAS = { visit: null, closeOut: null, rating: null, quote: null, quoteLimit: null };

/** The detail as `actor` sees it: the timeline without what they may not read, and their contacts. */
export function toDetail(
  actor: Actor,
  row: ReportRow,
  actions: ActionRow[],
  access: ReportAccess,
  can: ReportCapabilities,
  extras: Pick<ReportDetail, 'visit' | 'closeOut' | 'rating' | 'quote' | 'quoteLimit'> = NO_EXTRAS,
): ReportDetail {
  const fields = reportFields(actor, row, access);
  const timeline = timelineFor(actor, row, access, actions).map((a) => toAction(a, access));
  return {
    ...toReport(row, fields),
    actions: timeline,
    can,
    contact: toContact(actor, row),
    ...extras,
    visit: fields.has('visit') ? extras.visit : null,
    closeOut: stripCloseOut(fields, extras.closeOut),
    quote: fields.has('quote') ? extras.quote : null,
    quoteLimit: fields.has('quote') ? extras.quoteLimit : null,
  };
}
