import type { HazardKind, Priority, ReportKind, ReportStatus, Trade } from '@app/contract';
import { reporterMovedOutSql } from '../../authz';
import type { Queryable } from '../../db';
import { overdueSql } from '../deadlines';

/** A report row with the joined place, reporter and contractor names (one query, no N+1). */
export interface ReportRow {
  id: string;
  number: number;
  organisationId: string;
  propertyId: string;
  premisesId: string | null;
  equipmentId: string | null;
  whatBroke: string;
  description: string;
  /** How to get in; read only as authz/report-fields.policy.ts allows (never the marketplace). */
  access: string | null;
  customerNumber: string | null;
  trade: Trade;
  priority: Priority;
  status: ReportStatus;
  kind: ReportKind;
  reporterId: string | null;
  /** The reporter moved out of its premises long enough ago that it is no longer theirs to read. */
  reporterMovedOut: boolean;
  reporterName: string | null;
  contractorId: string | null;
  contractorName: string | null;
  /** For the contact block only (authz/report-contact.policy.ts); never on the report itself. */
  reporterPhone: string | null;
  contractorPhone: string | null;
  chatSessionId: string | null;
  language: 'sv' | 'en';
  address: string;
  city: string;
  premisesDesignation: string | null;
  acceptedAt: string | null;
  closedAt: string | null;
  acceptDueAt: string | null;
  finishDueAt: string | null;
  overdue: boolean;
  /** The hazards it was filed with (report_hazards); empty when none. */
  hazards: HazardKind[];
  createdAt: string;
  updatedAt: string;
}

/**
 * The errand's hazards: one lookup on report_hazards' primary key per row shown (a list page
 * joins its names after choosing its 25 rows, reports.list.repo.ts), never a query per row.
 */
const HAZARDS_OF_R = `COALESCE((SELECT h.hazards FROM report_hazards h WHERE h.report_id = r.id), '{}'::text[])`;

/** The columns of a `ReportRow`, over `reports r` and the joins below. */
const REPORT_COLUMNS = `r.id, r.number, r.organisation_id, r.property_id, r.premises_id, r.equipment_id, r.what_broke, r.description,
         r.access, r.customer_number, r.trade, r.priority, r.status, r.kind, r.reporter_id, COALESCE(u.name, u.email) AS reporter_name,
         u.phone AS reporter_phone, r.contractor_id, c.name AS contractor_name, c.phone AS contractor_phone, r.chat_session_id, r.language,
         p.address, p.city, pr.designation AS premises_designation,
         r.accepted_at, r.closed_at, r.created_at, r.updated_at,
         r.accept_due_at, r.finish_due_at, COALESCE(${overdueSql('r')}, false) AS overdue,
         ${HAZARDS_OF_R} AS hazards, ${reporterMovedOutSql('r')} AS reporter_moved_out`;

/** The place, reporter and contractor each report row names. */
const REPORT_JOINS = `
  JOIN properties p ON p.id = r.property_id
  LEFT JOIN premises pr ON pr.id = r.premises_id
  LEFT JOIN contractors c ON c.id = r.contractor_id
  LEFT JOIN users u ON u.id = r.reporter_id`;

/** More columns and joins on the report rows (the list's photos, the export's close-out, the page's work). */
export interface ReportExtra {
  columns: string;
  join: string;
}

/**
 * `SELECT … FROM … JOIN …` of report rows, ready for a WHERE: the row's columns plus `extra`'s,
 * read from `source` as `r` (the reports table, or a subquery choosing the rows first).
 */
export function selectReports(extra?: ReportExtra, source = 'reports'): string {
  const columns = extra?.columns ? `${REPORT_COLUMNS}, ${extra.columns}` : REPORT_COLUMNS;
  const joins = extra?.join ? `${REPORT_JOINS} ${extra.join}` : REPORT_JOINS;
  return `
  SELECT ${columns}
  FROM ${source} r${joins}`;
}

/** One report by id (exported as text for the scale test's EXPLAIN). */
export const REPORT_BY_ID_SQL = `${selectReports()} WHERE r.id = $1`;

export async function findReport(q: Queryable, id: string): Promise<ReportRow | undefined> {
  const [row] = await q.query<ReportRow>(REPORT_BY_ID_SQL, [id]);
  return row;
}
