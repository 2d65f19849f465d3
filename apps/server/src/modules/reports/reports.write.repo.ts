import type { ReportStatus } from '@app/contract';
import type { Queryable } from '../../db';
import { insertClause, SqlParams, setClause } from '../../lib/sql';
import type { ReportRow } from './reports.read.repo';

/** What filing a report writes; the rest (status, timestamps, contractor) starts empty. */
export type NewReport = Pick<
  ReportRow,
  | 'organisationId'
  | 'propertyId'
  | 'premisesId'
  | 'equipmentId'
  | 'whatBroke'
  | 'description'
  | 'access'
  | 'customerNumber'
  | 'trade'
  | 'priority'
  | 'chatSessionId'
  | 'language'
> & { reporterId: string | null };

/** A planned-maintenance errand: no reporter, made for one due date of its equipment. */
export type NewPlannedReport = Omit<NewReport, 'reporterId' | 'equipmentId'> & {
  equipmentId: string;
  maintenanceDueDate: string;
};

/** Columns PUT may change, by their API names. */
const editable = {
  premisesId: 'premises_id',
  equipmentId: 'equipment_id',
  whatBroke: 'what_broke',
  description: 'description',
  access: 'access',
  customerNumber: 'customer_number',
  trade: 'trade',
  priority: 'priority',
} as const;

/** Columns a new report is written with: the editable ones and where, by whom and in which language. */
const insertable: Record<keyof NewReport, string> = {
  ...editable,
  organisationId: 'organisation_id',
  propertyId: 'property_id',
  reporterId: 'reporter_id',
  chatSessionId: 'chat_session_id',
  language: 'language',
};

/**
 * The organisation's next errand number, inside the create transaction: the upsert
 * locks the counter row until the commit, so parallel creates queue and each gets its
 * own number. GREATEST also steps over numbers that plain SQL inserts took (the
 * migration's trigger); a deleted report's number is never handed out again.
 */
export async function nextReportNumber(q: Queryable, organisationId: string): Promise<number> {
  const [row] = await q.query<{ last: number }>(
    `INSERT INTO report_numbers AS c (organisation_id, last)
     VALUES ($1, (SELECT COALESCE(max(number), 0) + 1 FROM reports WHERE organisation_id = $1))
     ON CONFLICT (organisation_id) DO UPDATE
       SET last = GREATEST(c.last, (SELECT COALESCE(max(number), 0) FROM reports WHERE organisation_id = $1)) + 1
     RETURNING last`,
    [organisationId],
  );
  return row!.last;
}

export async function insertReport(q: Queryable, r: NewReport): Promise<string> {
  const number = await nextReportNumber(q, r.organisationId);
  const p = new SqlParams();
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO reports ${insertClause(p, { ...r, number }, { ...insertable, number: 'number' })} RETURNING id`,
    p.values,
  );
  return row!.id;
}

/**
 * The planned-maintenance errand of one due date. The partial unique index makes a second insert
 * for the same equipment and date a no-op (another instance got there first): null then. A number
 * taken by the loser is skipped, as a deleted errand's is.
 */
export async function insertPlannedReport(q: Queryable, r: NewPlannedReport): Promise<string | null> {
  const number = await nextReportNumber(q, r.organisationId);
  const p = new SqlParams();
  const row = { ...r, reporterId: null, number, kind: 'planned_maintenance' };
  const columns = {
    ...insertable,
    number: 'number',
    kind: 'kind',
    maintenanceDueDate: 'maintenance_due_date',
  };
  const [made] = await q.query<{ id: string }>(
    `INSERT INTO reports ${insertClause(p, row, columns)}
     ON CONFLICT (equipment_id, maintenance_due_date) WHERE kind = 'planned_maintenance' DO NOTHING
     RETURNING id`,
    p.values,
  );
  return made?.id ?? null;
}

export type ReportFieldChanges = Partial<Record<keyof typeof editable, string | null>>;

export async function updateReportFields(q: Queryable, id: string, changes: ReportFieldChanges) {
  const p = new SqlParams();
  const sets = setClause(p, changes, editable);
  await q.query(`UPDATE reports SET ${sets} WHERE id = ${p.add(id)}`, p.values);
}

/** The first accept wins: only an Open, unassigned report is taken; returns false for the loser. */
export async function acceptReport(q: Queryable, id: string, contractorId: string): Promise<boolean> {
  const p = new SqlParams();
  const rows = await q.query(
    `UPDATE reports SET status = 'InProgress', contractor_id = ${p.add(contractorId)}, accepted_at = now(),
       updated_at = now()
     WHERE id = ${p.add(id)} AND status = 'Open' AND contractor_id IS NULL RETURNING id`,
    p.values,
  );
  return rows.length === 1;
}

/** Moves the status only if it is still `from`; a reopen clears the contractor and acceptance. */
export async function moveReport(
  q: Queryable,
  id: string,
  from: ReportStatus,
  to: ReportStatus,
  clearContractor: boolean,
): Promise<boolean> {
  const p = new SqlParams();
  const status = `${p.add(to)}::text`;
  const clear = `${p.add(clearContractor)}::boolean`;
  const rows = await q.query(
    `UPDATE reports SET status = ${status},
       closed_at = CASE WHEN ${status} = 'Closed' THEN now() ELSE NULL END,
       contractor_id = CASE WHEN ${clear} THEN NULL ELSE contractor_id END,
       accepted_at = CASE WHEN ${clear} THEN NULL ELSE accepted_at END,
       updated_at = now()
     WHERE id = ${p.add(id)} AND status = ${p.add(from)}::text RETURNING id`,
    p.values,
  );
  return rows.length === 1;
}

export async function touchReport(q: Queryable, id: string) {
  await q.query('UPDATE reports SET updated_at = now() WHERE id = $1', [id]);
}

export async function deleteReport(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM reports WHERE id = $1 RETURNING id', [id]);
  return rows.length === 1;
}
