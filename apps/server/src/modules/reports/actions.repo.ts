import type { ActionKind, ReportStatus } from '@app/contract';
import type { Queryable } from '../../db';

export type ActorRole = 'Admin' | 'Contractor' | 'PropertyManager' | 'PropertyTenant' | 'Assistant';

export interface ActionRow {
  id: string;
  reportId: string;
  organisationId: string;
  kind: ActionKind;
  actorId: string | null;
  actorRole: ActorRole | null;
  actorName: string | null;
  contractorId: string | null;
  fromStatus: ReportStatus | null;
  toStatus: ReportStatus | null;
  note: string | null;
  createdAt: string;
}

export type NewAction = Omit<ActionRow, 'id' | 'createdAt'>;

const COLUMNS = `id, report_id, organisation_id, kind, actor_id, actor_role, actor_name, contractor_id,
  from_status, to_status, note, created_at`;

/** Appends one timeline entry; every change to a report calls this in the same transaction. */
export async function insertAction(q: Queryable, a: NewAction): Promise<ActionRow> {
  const [row] = await q.query<ActionRow>(
    `INSERT INTO report_actions (report_id, organisation_id, kind, actor_id, actor_role, actor_name,
       contractor_id, from_status, to_status, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      a.reportId,
      a.organisationId,
      a.kind,
      a.actorId,
      a.actorRole,
      a.actorName,
      a.contractorId,
      a.fromStatus,
      a.toStatus,
      a.note,
    ],
  );
  return row!;
}

/** A report's timeline, oldest first. */
export async function listActions(q: Queryable, reportId: string): Promise<ActionRow[]> {
  return q.query<ActionRow>(
    `SELECT ${COLUMNS} FROM report_actions WHERE report_id = $1 ORDER BY created_at, id`,
    [reportId],
  );
}
