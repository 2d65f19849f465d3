import type { ReportCloseOut, ReportQuote, ReportVisit } from '@app/contract';
import type { Queryable } from '../../db';
import type { ActionRow } from './actions.repo';
import { QUOTE_COLUMNS, quoteOf } from './quotes.repo';
import type { RatingRow } from './rating-view';
import { type ReportExtra, type ReportRow, selectReports } from './reports.read.repo';
import { closeOutOf, visitOf } from './work.repo';

/**
 * One errand's page in one statement: the report with its names, the three rows that exist at
 * most once per report beside it (its rating, planned visit and close-out), each a primary-key
 * lookup joined on the report's id, and its timeline folded in as JSON by the timeline's index.
 * Reading them one by one cost five round trips per page view, and each round trip on a busy
 * server costs more than the lookups themselves (docs/decisions/0034).
 */
export interface ReportPage {
  row: ReportRow;
  rating: RatingRow | null;
  visit: ReportVisit | null;
  closeOut: ReportCloseOut | null;
  /** The quote and the organisation's cost limit (quotes.repo.ts). */
  quote: ReportQuote | null;
  quoteLimit: number | null;
  /** The timeline, oldest first, each entry as `insertAction` returns it. */
  actions: ActionRow[];
}

/** A timestamp as JavaScript's `toISOString()` writes it, as every other timestamp leaves the database layer. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The timeline's entries with the keys and values of an `ActionRow` (actions.repo.ts). */
const TIMELINE = `(SELECT COALESCE(json_agg(json_build_object(
           'id', a.id, 'reportId', a.report_id, 'organisationId', a.organisation_id, 'kind', a.kind,
           'actorId', a.actor_id, 'actorRole', a.actor_role, 'actorName', a.actor_name,
           'contractorId', a.contractor_id, 'fromStatus', a.from_status, 'toStatus', a.to_status,
           'note', a.note, 'visitStartsAt', ${iso('a.visit_starts_at')}, 'visitEndsAt', ${iso('a.visit_ends_at')},
           'visibility', a.visibility, 'fileCount', a.file_count, 'fileKind', a.file_kind,
           'createdAt', ${iso('a.created_at')}) ORDER BY a.created_at, a.id), '[]'::json)
         FROM report_actions a WHERE a.report_id = r.id) AS timeline`;

/**
 * The 1:1 rows' columns, prefixed so they cannot collide with the report's, and the timeline;
 * each 1:1 row joined on the report's id.
 */
const WORK: ReportExtra = {
  columns: `
         rt.contractor_id AS rt_contractor_id, rt.rated_by AS rt_rated_by, rt.score AS rt_score,
         rt.comment AS rt_comment, rt.created_at AS rt_created_at,
         v.starts_at AS v_starts_at, v.ends_at AS v_ends_at, v.note AS v_note, v.planned_by AS v_planned_by,
         v.updated_at AS v_updated_at,
         co.resolution AS co_resolution, co.minutes_spent AS co_minutes_spent, co.cost_sek AS co_cost_sek,
         co.invoice_reference AS co_invoice_reference, co.contractor_id AS co_contractor_id,
         co.done_by AS co_done_by, co.done_at AS co_done_at,
         ${QUOTE_COLUMNS},
         ${TIMELINE}`,
  join: `
  LEFT JOIN report_ratings rt ON rt.report_id = r.id
  LEFT JOIN report_visits v ON v.report_id = r.id
  LEFT JOIN report_closeouts co ON co.report_id = r.id`,
};

/** Exported as text for the scale test's EXPLAIN. */
export const REPORT_PAGE_SQL = `${selectReports(WORK)}
  WHERE r.id = $1`;

type PageRow = ReportRow & {
  rtContractorId: string | null;
  rtRatedBy: string | null;
  rtScore: number | null;
  rtComment: string | null;
  rtCreatedAt: string | null;
  vStartsAt: string | null;
  vEndsAt: string | null;
  vNote: string | null;
  vPlannedBy: string | null;
  vUpdatedAt: string | null;
  coResolution: string | null;
  coMinutesSpent: number | null;
  coCostSek: number | null;
  coInvoiceReference: string | null;
  coContractorId: string | null;
  coDoneBy: string | null;
  coDoneAt: string | null;
  quote: ReportQuote | null;
  quoteLimit: number | null;
  timeline: ActionRow[];
};

export async function findReportPage(q: Queryable, id: string): Promise<ReportPage | undefined> {
  const [found] = await q.query<PageRow>(REPORT_PAGE_SQL, [id]);
  if (!found) return undefined;
  const {
    rtContractorId,
    rtRatedBy,
    rtScore,
    rtComment,
    rtCreatedAt,
    vStartsAt,
    vEndsAt,
    vNote,
    vPlannedBy,
    vUpdatedAt,
    coResolution,
    coMinutesSpent,
    coCostSek,
    coInvoiceReference,
    coContractorId,
    coDoneBy,
    coDoneAt,
    quote,
    quoteLimit,
    timeline,
    ...row
  } = found;
  // A joined row is there exactly when its NOT NULL columns are (score, starts_at, done_at).
  return {
    row,
    actions: timeline,
    quote: quoteOf(quote),
    quoteLimit,
    rating:
      rtScore !== null && rtCreatedAt !== null
        ? {
            reportId: row.id,
            organisationId: row.organisationId,
            contractorId: rtContractorId,
            ratedBy: rtRatedBy,
            score: rtScore,
            comment: rtComment,
            createdAt: rtCreatedAt,
          }
        : null,
    visit:
      vStartsAt !== null && vEndsAt !== null && vUpdatedAt !== null
        ? visitOf({
            startsAt: vStartsAt,
            endsAt: vEndsAt,
            note: vNote,
            plannedBy: vPlannedBy,
            updatedAt: vUpdatedAt,
          })
        : null,
    closeOut:
      coResolution !== null && coDoneAt !== null
        ? closeOutOf({
            resolution: coResolution,
            minutesSpent: coMinutesSpent,
            costSek: coCostSek,
            invoiceReference: coInvoiceReference,
            contractorId: coContractorId,
            doneBy: coDoneBy,
            doneAt: coDoneAt,
          })
        : null,
  };
}
