import type { FileKind, FilePurpose } from '@app/contract';
import type { Queryable } from '../../db';
import { insertClause, SqlParams } from '../../lib/sql';

export interface FileRow {
  id: string;
  reportId: string;
  organisationId: string;
  kind: FileKind;
  purpose: FilePurpose;
  contentType: string;
  fileName: string;
  size: number;
  width: number | null;
  height: number | null;
  blobKey: string;
  thumbKey: string | null;
  uploaderId: string | null;
  uploaderRole: string | null;
  uploaderName: string | null;
  /** Kept for the errand by a manager: erasure of the uploader leaves it (modules/privacy). */
  keptForErrand: boolean;
  createdAt: string;
}

export type NewFile = Omit<FileRow, 'id' | 'createdAt' | 'keptForErrand'>;

const COLUMNS = `id, report_id, organisation_id, kind, purpose, content_type, file_name, size, width, height,
  blob_key, thumb_key, uploader_id, uploader_role, uploader_name, kept_for_errand, created_at`;

const insertable: Record<keyof NewFile, string> = {
  reportId: 'report_id',
  organisationId: 'organisation_id',
  kind: 'kind',
  purpose: 'purpose',
  contentType: 'content_type',
  fileName: 'file_name',
  size: 'size',
  width: 'width',
  height: 'height',
  blobKey: 'blob_key',
  thumbKey: 'thumb_key',
  uploaderId: 'uploader_id',
  uploaderRole: 'uploader_role',
  uploaderName: 'uploader_name',
};

export async function insertFile(q: Queryable, f: NewFile): Promise<FileRow> {
  const p = new SqlParams();
  const [row] = await q.query<FileRow>(
    `INSERT INTO report_files ${insertClause(p, f, insertable)} RETURNING ${COLUMNS}`,
    p.values,
  );
  return row!;
}

/** An errand's files, oldest first (the order they were added). */
export function listFiles(q: Queryable, reportId: string): Promise<FileRow[]> {
  return q.query<FileRow>(`SELECT ${COLUMNS} FROM report_files WHERE report_id = $1 ORDER BY seq`, [
    reportId,
  ]);
}

/** One file of one errand: a file id under another errand's path is not found. */
export async function findFile(q: Queryable, reportId: string, fileId: string): Promise<FileRow | undefined> {
  const [row] = await q.query<FileRow>(
    `SELECT ${COLUMNS} FROM report_files WHERE id = $1 AND report_id = $2`,
    [fileId, reportId],
  );
  return row;
}

/**
 * Marks stored blobs as belonging to a file row, in the transaction that records the row: a blob
 * left unattached (an upload cut off by a crash) is removed by the sweep (file-sweep.ts).
 */
export async function attachBlobs(q: Queryable, keys: readonly string[]): Promise<void> {
  await q.query('UPDATE file_blobs SET attached = true WHERE id = ANY($1::uuid[])', [keys]);
}

/**
 * Deletes the row; the database storage's blobs go with it and a bucket's are marked released
 * (the trigger of migrations 0009 and 0013).
 */
export async function deleteFile(q: Queryable, fileId: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM report_files WHERE id = $1 RETURNING id', [fileId]);
  return rows.length > 0;
}

/**
 * How many files an errand holds and their stored bytes. With `lock`, the errand's row is
 * locked first, so two uploads finishing together cannot both fit into the last room.
 */
export async function fileUsage(
  q: Queryable,
  reportId: string,
  lock = false,
): Promise<{ count: number; bytes: number }> {
  if (lock) await q.query('SELECT id FROM reports WHERE id = $1 FOR UPDATE', [reportId]);
  const [row] = await q.query<{ count: number; bytes: number }>(
    `SELECT count(*)::int AS count, COALESCE(sum(size), 0)::float8 AS bytes
       FROM report_files WHERE report_id = $1`,
    [reportId],
  );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Marks the file kept for the errand, or no longer; the row as it is now. */
export async function setFileKept(q: Queryable, fileId: string, kept: boolean): Promise<FileRow | undefined> {
  const [row] = await q.query<FileRow>(
    `UPDATE report_files SET kept_for_errand = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [fileId, kept],
  );
  return row;
}
