import type { ReportCloseOut, ReportStatus, ReportVisit } from '@app/contract';
import type { Queryable } from '../../db';
import { keepsCloseOut, keepsQuote, keepsVisit } from './lifecycle';
import { upsertOnePerReport } from './one-per-report.repo';
import { dropQuote } from './quotes.repo';

/** A report's planned visit and close-out (tables report_visits and report_closeouts). */

export interface VisitRow {
  startsAt: string;
  endsAt: string;
  note: string | null;
  plannedBy: string | null;
  updatedAt: string;
}

export async function findVisit(q: Queryable, reportId: string): Promise<ReportVisit | null> {
  const [row] = await q.query<VisitRow>(
    'SELECT starts_at, ends_at, note, planned_by, updated_at FROM report_visits WHERE report_id = $1',
    [reportId],
  );
  return row ? visitOf(row) : null;
}

/** The visit as the API shows it. */
export function visitOf(row: VisitRow): ReportVisit {
  return {
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    note: row.note,
    plannedBy: row.plannedBy,
    updated: row.updatedAt,
  };
}

export interface VisitWrite {
  reportId: string;
  organisationId: string;
  contractorId: string | null;
  startsAt: string;
  endsAt: string;
  note: string | null;
  plannedBy: string | null;
}

const visitColumns: Record<keyof VisitWrite, string> = {
  reportId: 'report_id',
  organisationId: 'organisation_id',
  contractorId: 'contractor_id',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  note: 'note',
  plannedBy: 'planned_by',
};

/** Plans the visit, or moves the one planned (one per report). */
export function upsertVisit(q: Queryable, v: VisitWrite): Promise<void> {
  return upsertOnePerReport(q, 'report_visits', { ...v }, visitColumns, {
    keep: ['organisationId'],
    alsoSet: 'updated_at = now()',
  });
}

export async function deleteVisit(q: Queryable, reportId: string) {
  await q.query('DELETE FROM report_visits WHERE report_id = $1', [reportId]);
}

export interface CloseOutRow {
  resolution: string;
  minutesSpent: number | null;
  costSek: number | null;
  invoiceReference: string | null;
  contractorId: string | null;
  doneBy: string | null;
  doneAt: string;
}

export async function findCloseOut(q: Queryable, reportId: string): Promise<ReportCloseOut | null> {
  const [row] = await q.query<CloseOutRow>(
    `SELECT resolution, minutes_spent, cost_sek, invoice_reference, contractor_id, done_by, done_at
     FROM report_closeouts WHERE report_id = $1`,
    [reportId],
  );
  return row ? closeOutOf(row) : null;
}

/** The close-out as the API shows it. */
export function closeOutOf(row: CloseOutRow): ReportCloseOut {
  const { costSek, ...rest } = row;
  return { ...rest, cost: costSek };
}

export interface CloseOutWrite {
  reportId: string;
  organisationId: string;
  contractorId: string | null;
  resolution: string;
  minutesSpent: number | null;
  costSek: number | null;
  invoiceReference: string | null;
  doneBy: string | null;
}

const closeOutColumns: Record<keyof CloseOutWrite, string> = {
  reportId: 'report_id',
  organisationId: 'organisation_id',
  contractorId: 'contractor_id',
  resolution: 'resolution',
  minutesSpent: 'minutes_spent',
  costSek: 'cost_sek',
  invoiceReference: 'invoice_reference',
  doneBy: 'done_by',
};

/** Writes the close-out; marking work done again after a send-back replaces the old one. */
export function upsertCloseOut(q: Queryable, c: CloseOutWrite): Promise<void> {
  return upsertOnePerReport(q, 'report_closeouts', { ...c }, closeOutColumns, { alsoSet: 'done_at = now()' });
}

/**
 * After a status move: a visit exists only while someone works on the report, a close-out
 * only once the work was done, a quote only while the errand has its contractor (docs/PRODUCT.md "Report lifecycle"); the timeline keeps both.
 */
export async function settleWork(q: Queryable, reportId: string, status: ReportStatus) {
  if (!keepsVisit(status)) await deleteVisit(q, reportId);
  if (!keepsCloseOut(status)) await q.query('DELETE FROM report_closeouts WHERE report_id = $1', [reportId]);
  if (!keepsQuote(status)) await dropQuote(q, reportId);
}
