import type { QuoteStatus, ReportQuote } from '@app/contract';
import type { Queryable } from '../../db';
import { upsertOnePerReport } from './one-per-report.repo';

/** An errand's quote (table report_quotes) and its organisation's cost limit. */

/** A timestamp as JavaScript's `toISOString()` writes it, as every other timestamp leaves the database layer. */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The quote of report `r` as a `ReportQuote` in JSON (null when none), a primary-key lookup. */
export const QUOTE_OF_R = `(SELECT json_build_object('amount', qt.amount_sek, 'description', qt.description,
           'fileId', qt.file_id, 'status', qt.status, 'submittedBy', qt.submitted_by,
           'submitted', ${isoSql('qt.submitted_at')}, 'decidedBy', qt.decided_by,
           'decided', ${isoSql('qt.decided_at')}, 'reason', qt.reason)
         FROM report_quotes qt WHERE qt.report_id = r.id)`;

/** The cost limit of report `r`'s organisation. */
export const QUOTE_LIMIT_OF_R =
  '(SELECT o.quote_limit_sek FROM organisations o WHERE o.id = r.organisation_id)';

/** The quote and limit columns the errand page reads beside the report. */
export const QUOTE_COLUMNS = `${QUOTE_OF_R} AS quote, ${QUOTE_LIMIT_OF_R} AS quote_limit`;

/** JSON numbers of a numeric column may arrive as text on some drivers: always a number. */
export function quoteOf(raw: ReportQuote | null): ReportQuote | null {
  return raw ? { ...raw, amount: Number(raw.amount) } : null;
}

export async function findQuote(q: Queryable, reportId: string): Promise<ReportQuote | null> {
  const [row] = await q.query<{ quote: ReportQuote | null }>(
    `SELECT ${QUOTE_OF_R} AS quote FROM reports r WHERE r.id = $1`,
    [reportId],
  );
  return quoteOf(row?.quote ?? null);
}

export async function findQuoteLimit(q: Queryable, organisationId: string): Promise<number | null> {
  const [row] = await q.query<{ quoteLimitSek: number | null }>(
    'SELECT quote_limit_sek FROM organisations WHERE id = $1',
    [organisationId],
  );
  return row?.quoteLimitSek ?? null;
}

/** Whether `fileId` is a PDF among the report's files (the quote's attachment). */
export async function isReportPdf(q: Queryable, reportId: string, fileId: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM report_files WHERE id = $1 AND report_id = $2 AND kind = 'pdf'", [
    fileId,
    reportId,
  ]);
  return rows.length > 0;
}

export interface QuoteWrite {
  reportId: string;
  organisationId: string;
  contractorId: string | null;
  amountSek: number;
  description: string;
  fileId: string | null;
  submittedBy: string | null;
}

const quoteColumns: Record<keyof QuoteWrite, string> = {
  reportId: 'report_id',
  organisationId: 'organisation_id',
  contractorId: 'contractor_id',
  amountSek: 'amount_sek',
  description: 'description',
  fileId: 'file_id',
  submittedBy: 'submitted_by',
};

/** Submits the quote, or replaces the one waiting or rejected: it waits for a decision again. */
export function upsertQuote(q: Queryable, w: QuoteWrite): Promise<void> {
  const decidedAgain =
    "status = 'pending', submitted_at = now(), decided_by = NULL, decided_at = NULL, reason = NULL";
  return upsertOnePerReport(q, 'report_quotes', { ...w }, quoteColumns, {
    keep: ['organisationId'],
    alsoSet: decidedAgain,
  });
}

/** Decides a waiting quote; false when it no longer waits (a parallel decision came first). */
export async function decideQuote(
  q: Queryable,
  reportId: string,
  status: Exclude<QuoteStatus, 'pending'>,
  decidedBy: string | null,
  reason: string | null,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE report_quotes SET status = $2, decided_by = $3, reason = $4, decided_at = now()
     WHERE report_id = $1 AND status = 'pending' RETURNING report_id`,
    [reportId, status, decidedBy, reason],
  );
  return rows.length > 0;
}

/** A quote belongs to the work of the contractor who made it: it goes when the errand is open again. */
export async function dropQuote(q: Queryable, reportId: string) {
  await q.query('DELETE FROM report_quotes WHERE report_id = $1', [reportId]);
}
