import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReportActor } from '../../authz/reports.policy';
import type { Config } from '../../config';
import type { createAttachmentService, UploadPart } from './attachments.service';
import { disposition } from './file-view';
import { assertMultipartShape, uploadError } from './upload-errors';

const MB = 1024 * 1024;
type Files = ReturnType<typeof createAttachmentService>;

/** The multipart parser's limits, from the configured upload limits (every route with uploads). */
export const multipartOptions = (config: Config) => ({
  limits: {
    files: config.UPLOAD_MAX_FILES,
    fileSize: Math.floor(config.UPLOAD_MAX_FILE_MB * MB),
    fields: 4,
    fieldSize: 16 * 1024,
    parts: config.UPLOAD_MAX_FILES + 4,
  },
});

/** Streams a multipart upload into the attachment service as `actor` (signed in or through a link). */
export async function receiveUpload(req: FastifyRequest, files: Files, actor: ReportActor, reportId: string) {
  if (!req.isMultipart()) throw Object.assign(new Error('not multipart'), { statusCode: 415 });
  assertMultipartShape(req.headers['content-type'], req.headers['content-length']);
  // req.parts() throws at once for a body without a usable boundary.
  return Promise.resolve()
    .then(() => files.upload(actor, reportId, req.parts() as AsyncIterable<UploadPart>))
    .catch((err) => {
      throw uploadError(err);
    });
}

/**
 * Sends a stored file or thumbnail the caller may read. Never guessed, never cached by shared
 * caches; a PDF is only ever a download (docs/decisions/0026-photos-and-files.md).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  opened: Awaited<ReturnType<Files['open']>>,
  variant: 'file' | 'thumbnail',
) {
  const { file, stream, contentType } = opened;
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (variant === 'file') {
    const how = file.kind === 'pdf' ? 'attachment' : 'inline';
    reply.header('content-disposition', disposition(how, file.fileName));
    reply.header('content-length', String(file.size));
  }
  return reply.send(stream);
}
