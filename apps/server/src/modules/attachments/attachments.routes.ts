import {
  FileLimits,
  IdParams,
  OkResponse,
  ReportFile,
  ReportFileKeep,
  ReportFileList,
  ReportFileParams,
} from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { okAfter } from '../../http/handlers';
import { operations } from '../../http/operation';
import { createAttachmentService } from './attachments.service';
import { multipartOptions, receiveUpload, sendStoredFile } from './file-handlers';
import { keepFileFor } from './file-keep';
import { fileStorageFor } from './file-storage';
import { errandQuota } from './quota';

const op = operations({ tags: ['files'] });

/**
 * /api/reports/:id/files: photos and PDFs on an errand. Multipart is parsed in this plugin
 * only (every other route stays JSON), as a stream: fields first, then the files.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { config } = deps;
  await app.register(multipart, multipartOptions(config));
  const storage = fileStorageFor(deps);
  // A bucket that cannot be reached stops the start, with the reason, rather than every upload later.
  app.addHook('onReady', () => storage.check());
  const files = createAttachmentService({ ...deps, storage, quota: errandQuota(config) });

  // The web app's picker counts and sizes against the configured limits, not the defaults.
  app.get('/api/files/limits', op('getFileLimits', { ok: FileLimits }), async (req) => {
    requireUser(req);
    return {
      maxFiles: config.UPLOAD_MAX_FILES,
      maxFileMb: config.UPLOAD_MAX_FILE_MB,
      maxErrandFiles: config.UPLOAD_MAX_ERRAND_FILES,
      maxErrandMb: config.UPLOAD_MAX_ERRAND_MB,
    };
  });

  app.get(
    '/api/reports/:id/files',
    op('listReportFiles', { params: IdParams, ok: ReportFileList }),
    async (req) => ({ items: await files.list(requireUser(req), req.params.id) }),
  );

  app.post(
    '/api/reports/:id/files',
    op('uploadReportFiles', {
      description:
        'multipart/form-data: optional fields `note` and `purpose` (report, note, completion) first, then `files`.',
      params: IdParams,
      consumes: ['multipart/form-data'],
      created: ReportFileList,
    }),
    async (req, reply) => {
      const items = await receiveUpload(req, files, requireUser(req), req.params.id);
      return reply.status(201).send({ items });
    },
  );

  const download = async (
    req: FastifyRequest,
    { id, fileId }: z.infer<typeof ReportFileParams>,
    reply: FastifyReply,
    variant: 'file' | 'thumbnail',
  ) => sendStoredFile(reply, await files.open(requireUser(req), id, fileId, variant), variant);

  app.get(
    '/api/reports/:id/files/:fileId',
    op('downloadReportFile', { params: ReportFileParams }),
    (req, reply) => download(req, req.params, reply, 'file'),
  );
  app.get(
    '/api/reports/:id/files/:fileId/thumbnail',
    op('downloadReportFileThumbnail', { params: ReportFileParams }),
    (req, reply) => download(req, req.params, reply, 'thumbnail'),
  );
  app.put(
    '/api/reports/:id/files/:fileId/kept',
    op('keepReportFile', {
      description: 'Keeps the file for the errand (it survives its uploader’s erasure), or no longer.',
      params: ReportFileParams,
      body: ReportFileKeep,
      ok: ReportFile,
    }),
    async (req) => keepFileFor(deps.db, requireUser(req), req.params.id, req.params.fileId, req.body.kept),
  );
  app.delete(
    '/api/reports/:id/files/:fileId',
    op('deleteReportFile', { params: ReportFileParams, ok: OkResponse }),
    async (req) => okAfter(files.remove(requireUser(req), req.params.id, req.params.fileId)),
  );
};
