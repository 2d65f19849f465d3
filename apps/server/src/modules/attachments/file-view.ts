import type { ReportFile } from '@app/contract';
import type { Actor } from '../../authz/actor';
import { canDeleteFile, canKeepFile, showsUploaderName } from '../../authz/attachments.policy';
import type { KnownReportFacts, ReportAccess } from '../../authz/reports.policy';
import type { FileRow } from './attachments.repo';

/** A file row as the caller sees it: download paths, and no tenant name in the marketplace view. */
export function toFile(
  actor: Actor,
  report: KnownReportFacts,
  access: ReportAccess,
  row: FileRow,
): ReportFile {
  const url = `/api/reports/${row.reportId}/files/${row.id}`;
  const named = showsUploaderName(access, row.uploaderRole);
  return {
    id: row.id,
    reportId: row.reportId,
    kind: row.kind,
    purpose: row.purpose,
    contentType: row.contentType,
    fileName: row.fileName,
    size: row.size,
    width: row.width,
    height: row.height,
    url,
    thumbnailUrl: row.thumbKey ? `${url}/thumbnail` : null,
    uploaderId: named ? row.uploaderId : null,
    uploaderName: named ? row.uploaderName : null,
    uploaderRole: row.uploaderRole as ReportFile['uploaderRole'],
    canDelete: access === 'full' && canDeleteFile(actor, report, row),
    keptForErrand: row.keptForErrand,
    canKeep: access === 'full' && canKeepFile(actor, report),
    created: row.createdAt,
  };
}

/**
 * Bidirectional controls (LRM, RLM, the embeddings, overrides and isolates): in a name
 * they reorder what the reader sees, so "faktura\u202Efdp.exe" reads as "fakturaexe.pdf".
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to keep and to put in a header: no folders, no control, quote or
 * bidirectional control characters, at most 200 characters, with the extension of what is
 * actually stored.
 */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(0, 180);
  return `${stem || 'fil'}.${extension}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
