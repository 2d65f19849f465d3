import type { ActionKind, NoteVisibility, ReportStatus } from '@app/contract';
import type { Queryable } from '../../db';
import { insertClause, SqlParams } from '../../lib/sql';

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
  /** The window a visit entry planned; null on other entries. */
  visitStartsAt: string | null;
  visitEndsAt: string | null;
  /** `internal` notes reach staff and the assigned contractor only (authz/report-notes.policy.ts). */
  visibility: NoteVisibility;
  /** How many files of which kind a `files_added` / `files_removed` entry is about; null on other entries. */
  fileCount: number | null;
  fileKind: 'image' | 'pdf' | 'mixed' | null;
  createdAt: string;
}

type OptionalFields = 'visitStartsAt' | 'visitEndsAt' | 'fileCount' | 'fileKind';
/** A new entry; `visibility` defaults to `message` (only notes may be internal). */
export type NewAction = Omit<ActionRow, 'id' | 'createdAt' | 'visibility' | OptionalFields> &
  Partial<Pick<ActionRow, OptionalFields>> & { visibility?: NoteVisibility };

/** An `ActionRow`'s columns, as `insertAction` returns them (report-page.repo.ts folds the same into JSON). */
export const ACTION_COLUMNS = `id, report_id, organisation_id, kind, actor_id, actor_role, actor_name, contractor_id,
  from_status, to_status, note, visit_starts_at, visit_ends_at, visibility, file_count, file_kind, created_at`;

const insertable: Record<keyof NewAction, string> = {
  reportId: 'report_id',
  organisationId: 'organisation_id',
  kind: 'kind',
  actorId: 'actor_id',
  actorRole: 'actor_role',
  actorName: 'actor_name',
  contractorId: 'contractor_id',
  fromStatus: 'from_status',
  toStatus: 'to_status',
  note: 'note',
  visitStartsAt: 'visit_starts_at',
  visitEndsAt: 'visit_ends_at',
  visibility: 'visibility',
  fileCount: 'file_count',
  fileKind: 'file_kind',
};

/** Appends one timeline entry; every change to a report calls this in the same transaction. */
export async function insertAction(q: Queryable, a: NewAction): Promise<ActionRow> {
  const p = new SqlParams();
  const [row] = await q.query<ActionRow>(
    `INSERT INTO report_actions ${insertClause(p, { visitStartsAt: null, visitEndsAt: null, fileCount: null, fileKind: null, ...a, visibility: a.visibility ?? 'message' }, insertable)} RETURNING ${ACTION_COLUMNS}`,
    p.values,
  );
  return row!;
}
