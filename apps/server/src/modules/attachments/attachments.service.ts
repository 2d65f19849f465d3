import type { Readable } from 'node:stream';
import {
  FileUploadFields as FieldsSchema,
  type FileKind,
  type FileUploadFields,
  type ReportFile,
} from '@app/contract';
import { canAddFiles, canDeleteFile, canReadFiles } from '../../authz/attachments.policy';
import { canAddNote, type ReportActor } from '../../authz/reports.policy';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { assertAcceptable } from '../../http/input-guard';
import {
  actorFields,
  keepingStatus,
  loadVisible,
  publishAll,
  type ReportServiceDeps,
  recordChange,
} from '../reports';
import {
  attachBlobs,
  deleteFile,
  fileUsage,
  findFile,
  insertFile,
  listFiles,
  type NewFile,
} from './attachments.repo';
import { cleanFileName, toFile } from './file-view';
import { type ImageType, reencode } from './image';
import { assertRoom, type ErrandQuota } from './quota';
import { peek, sniff } from './sniff';
import type { FileStorage } from './storage';
import { notAccepted, tooLarge, uploadError } from './upload-errors';

/** One part of a multipart upload, as @fastify/multipart yields them (its types fit). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      /** The bytes as they arrive; `truncated` turns true when the size limit cut the file. */
      file: AsyncIterable<Uint8Array> & { truncated: boolean; resume(): unknown };
    };

export interface AttachmentDeps extends ReportServiceDeps {
  storage: FileStorage;
  quota: ErrandQuota;
}

/** A stored file waiting for its row: the keys to remove again when the upload fails. */
type Stored = Omit<
  NewFile,
  'reportId' | 'organisationId' | 'purpose' | 'uploaderId' | 'uploaderRole' | 'uploaderName'
>;

/** Reads a stored blob back whole (an image to re-encode, at most the per-file limit). */
async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of stream) parts.push(piece as Buffer);
  return Buffer.concat(parts);
}

/** Photos and files on errands: every rule of docs/decisions/0026-photos-and-files.md. */
export function createAttachmentService(deps: AttachmentDeps) {
  const { db, storage, quota } = deps;

  /**
   * Stores one uploaded file as it streams in. A PDF is kept as sent. An image is first
   * streamed into storage as it is (so waiting uploads hold no memory), then re-encoded,
   * one of IMAGE_JOBS at a time, and only the re-encoded image and its thumbnail are kept.
   */
  async function storeOne(part: Extract<UploadPart, { type: 'file' }>, keys: string[]): Promise<Stored> {
    const { head, body } = await peek(part.file);
    const type = sniff(head);
    if (!type) throw notAccepted();
    const raw = await storage.put(body);
    keys.push(raw.key);
    if (part.file.truncated) throw tooLarge();
    if (raw.size === 0) throw notAccepted();
    if (type === 'pdf') {
      return {
        kind: 'pdf',
        contentType: 'application/pdf',
        fileName: cleanFileName(part.filename, 'pdf'),
        size: raw.size,
        width: null,
        height: null,
        blobKey: raw.key,
        thumbKey: null,
      };
    }
    const { image, thumbnail } = await reencode(async () => {
      const stream = await storage.open(raw.key);
      if (!stream) throw new Error('the upload vanished from storage');
      return readAll(stream);
    }, type as ImageType);
    const main = await storage.put([image.data]);
    keys.push(main.key);
    const thumb = await storage.put([thumbnail.data]);
    keys.push(thumb.key);
    await storage.remove([raw.key]);
    keys.splice(keys.indexOf(raw.key), 1);
    return {
      kind: 'image',
      contentType: image.contentType,
      fileName: cleanFileName(part.filename, image.extension),
      size: main.size,
      width: image.width,
      height: image.height,
      blobKey: main.key,
      thumbKey: thumb.key,
    };
  }

  /**
   * Reads and discards what is left of a refused upload (the file it stopped in, then the
   * rest), so the parser moves on and the client gets to read the answer.
   */
  async function drain(current: UploadPart | undefined, parts: AsyncIterator<UploadPart>) {
    try {
      if (current?.type === 'file') current.file.resume();
      for (let next = await parts.next(); !next.done; next = await parts.next())
        if (next.value.type === 'file') for await (const _ of next.value.file);
    } catch {
      // The upload was refused already; a further problem in it changes nothing.
    }
  }

  async function upload(
    actor: ReportActor,
    reportId: string,
    parts: AsyncIterable<UploadPart>,
  ): Promise<ReportFile[]> {
    // Who may write is known before a byte of the body is read: 404 / 403 come first.
    const { row: report } = await loadVisible(db, actor, reportId);
    if (!canAddNote(actor, report)) throw forbidden();
    // A full errand is refused before a byte of the body is stored.
    const used = await fileUsage(db, reportId);
    assertRoom(quota, used, []);
    const keys: string[] = [];
    const stored: Stored[] = [];
    const fieldValues: Record<string, unknown> = {};
    let fields: FileUploadFields | undefined;
    const it = parts[Symbol.asyncIterator]();
    let part: UploadPart | undefined;
    try {
      for (let next = await it.next(); !next.done; next = await it.next()) {
        part = next.value;
        if (part.type === 'field') {
          if (fields) throw fieldError(part.fieldname, 'fields_after_files');
          // The input guard runs before the body is read; a multipart field is read here.
          assertAcceptable({ [part.fieldname]: part.value });
          fieldValues[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'files') throw fieldError(part.fieldname, 'unrecognized_keys');
        if (!fields) {
          const parsed = FieldsSchema.safeParse(fieldValues);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw fieldError(String(issue.path[0] ?? ''), issue.code);
          }
          fields = parsed.data;
          if (!canAddFiles(actor, report, fields.purpose)) throw forbidden();
        }
        stored.push(await storeOne(part, keys));
        assertRoom(quota, used, stored);
      }
      if (!fields || stored.length === 0) throw fieldError('files', 'required');
      return await commit(actor, reportId, fields, stored);
    } catch (err) {
      await storage.remove(keys).catch(() => {});
      await drain(part, it);
      throw uploadError(err);
    }
  }

  /** Records the stored files and their timeline entry in one transaction, then tells the hub. */
  async function commit(actor: ReportActor, reportId: string, fields: FileUploadFields, stored: Stored[]) {
    const kinds = new Set<FileKind>(stored.map((s) => s.kind));
    const fileKind = kinds.size > 1 ? 'mixed' : [...kinds][0]!;
    const { files, events, report } = await db.transaction(async (q) => {
      // The errand may have been deleted or moved out of reach while the files streamed in.
      const { row, access } = await loadVisible(q, actor, reportId);
      if (!canAddFiles(actor, row, fields.purpose)) throw forbidden();
      // Uploads finishing together: the room is counted again with the errand locked.
      assertRoom(quota, await fileUsage(q, reportId, true), stored);
      const who = actorFields(actor);
      await attachBlobs(
        q,
        stored.flatMap((s) => (s.thumbKey ? [s.blobKey, s.thumbKey] : [s.blobKey])),
      );
      const rows = [];
      for (const s of stored)
        rows.push(
          await insertFile(q, {
            ...s,
            reportId,
            organisationId: row.organisationId,
            purpose: fields.purpose,
            uploaderId: who.actorId,
            uploaderRole: who.actorRole,
            uploaderName: who.actorName,
          }),
        );
      const change = await recordChange(
        q,
        actor,
        row,
        keepingStatus(row, {
          kind: 'files_added',
          note: fields.note || null,
          visibility: 'message',
          fileCount: stored.length,
          fileKind,
        }),
        'ReportUpdated',
      );
      return { files: rows.map((f) => toFile(actor, row, access, f)), events: change.events, report: row };
    });
    await publishAll(deps, [
      ...events,
      {
        type: 'FilesAdded',
        payload: { reportId, organisationId: report.organisationId, count: files.length },
      },
    ]);
    return files;
  }

  async function list(actor: ReportActor, reportId: string): Promise<ReportFile[]> {
    const { row, access } = await loadVisible(db, actor, reportId);
    if (!canReadFiles(access)) throw notFound();
    return (await listFiles(db, reportId)).map((f) => toFile(actor, row, access, f));
  }

  /** The stored bytes of a file (or its thumbnail) the caller may read; 404 exactly when the errand is. */
  async function open(actor: ReportActor, reportId: string, fileId: string, variant: 'file' | 'thumbnail') {
    const { access } = await loadVisible(db, actor, reportId);
    if (!canReadFiles(access)) throw notFound();
    const file = await findFile(db, reportId, fileId);
    const key = variant === 'file' ? file?.blobKey : file?.thumbKey;
    if (!file || !key) throw notFound();
    const stream = await storage.open(key);
    if (!stream) throw notFound();
    const contentType = variant === 'file' ? file.contentType : 'image/webp';
    return { file, stream, contentType };
  }

  async function remove(actor: ReportActor, reportId: string, fileId: string): Promise<void> {
    let keys: string[] = [];
    const events = await db.transaction(async (q) => {
      const { row } = await loadVisible(q, actor, reportId);
      const file = await findFile(q, reportId, fileId);
      if (!file) throw notFound();
      if (!canDeleteFile(actor, row, file)) throw forbidden();
      if (!(await deleteFile(q, fileId))) throw notFound();
      keys = file.thumbKey ? [file.blobKey, file.thumbKey] : [file.blobKey];
      const change = await recordChange(
        q,
        actor,
        row,
        keepingStatus(row, {
          kind: 'files_removed',
          note: null,
          visibility: 'message',
          fileCount: 1,
          fileKind: file.kind,
        }),
        'ReportUpdated',
      );
      return change.events;
    });
    // Bytes in a bucket go now rather than at the next sweep (the database's went with the row).
    await storage
      .remove(keys)
      .catch((err) => deps.log?.warn({ err, fileId }, 'removing a file from storage failed; the sweep will'));
    await publishAll(deps, events);
  }

  return { upload, list, open, remove };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
