import { z } from 'zod';
import { Role } from './enums';

/**
 * Photos and PDFs on an errand (docs/decisions/0026-photos-and-files.md). Uploads are
 * multipart/form-data on POST /api/reports/:id/files: optional text fields `note` and `purpose`
 * first, then up to the configured number of `files`. The type is decided by the content.
 */
export const FileKind = z.enum(['image', 'pdf']);
export type FileKind = z.infer<typeof FileKind>;

/** Why a file was added: with the report, with a note later, or as the contractor's proof of the work. */
export const FilePurpose = z.enum(['report', 'note', 'completion']);
export type FilePurpose = z.infer<typeof FilePurpose>;

/** The upload's text fields, read before its files. */
export const FileUploadFields = z.strictObject({
  note: z.string().trim().max(4000).optional(),
  purpose: FilePurpose.default('report'),
});
export type FileUploadFields = z.infer<typeof FileUploadFields>;

export const ReportFile = z.object({
  id: z.uuid(),
  reportId: z.uuid(),
  kind: FileKind,
  purpose: FilePurpose,
  /** What the stored bytes are (image/jpeg, image/png, image/webp or application/pdf). */
  contentType: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Download paths under /api; the thumbnail only for images. */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  uploaderId: z.uuid().nullable(),
  /** Hidden (null) for a contractor browsing the marketplace when a non-contractor uploaded it. */
  uploaderName: z.string().nullable(),
  uploaderRole: z.union([Role, z.literal('Assistant')]).nullable(),
  /** The caller may delete it: its uploader, or staff of the errand's organisation. */
  canDelete: z.boolean(),
  /** A manager keeps it for the errand: it survives the erasure of the person who uploaded it. */
  keptForErrand: z.boolean(),
  /** The caller may set or clear `keptForErrand`: staff of the errand's organisation. */
  canKeep: z.boolean(),
  created: z.string(),
});
export type ReportFile = z.infer<typeof ReportFile>;

export const ReportFileList = z.object({ items: z.array(ReportFile) });
export type ReportFileList = z.infer<typeof ReportFileList>;

/** GET /api/files/limits: what one upload may carry, as this server is configured. */
export const FileLimits = z.object({
  maxFiles: z.number().int().positive(),
  /** Per file, in MB of 1,048,576 bytes. */
  maxFileMb: z.number().positive(),
  /** What one errand may hold in all, so the picker can say how much room is left before sending. */
  maxErrandFiles: z.number().int().positive(),
  maxErrandMb: z.number().positive(),
});
export type FileLimits = z.infer<typeof FileLimits>;

export const ReportFileParams = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

/** PUT /api/reports/{id}/files/{fileId}/kept: keep the file for the errand, or no longer. */
export const ReportFileKeep = z.strictObject({ kept: z.boolean() });
export type ReportFileKeep = z.infer<typeof ReportFileKeep>;

/** Hub: files were added to an errand; an open errand page refetches its gallery. */
export const FilesAddedPayload = z.object({
  reportId: z.uuid(),
  organisationId: z.uuid(),
  count: z.number().int().positive(),
});
export type FilesAddedPayload = z.infer<typeof FilesAddedPayload>;
