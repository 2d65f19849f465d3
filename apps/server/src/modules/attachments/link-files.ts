import { type ReportFile, ReportFileList } from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportActor } from '../../authz/reports.policy';
import type { Deps } from '../../deps';
import { createAttachmentService } from './attachments.service';
import { multipartOptions, receiveUpload, sendStoredFile } from './file-handlers';
import { fileStorageFor } from './file-storage';
import { errandQuota } from './quota';

/** Who a capability link's token acts as, and on which errand (404 for a dead token). */
export type LinkResolver = (token: string) => Promise<{ actor: ReportActor; reportId: string }>;

const TokenParams = z.strictObject({ token: z.string().min(20).max(100) });
const TokenFileParams = TokenParams.extend({ fileId: z.uuid() });

/** A file's paths under the link, since its holder has no session for /api/reports. */
function underLink(base: string, token: string, f: ReportFile): ReportFile {
  const url = `${base}/${token}/files/${f.id}`;
  return { ...f, url, thumbnailUrl: f.thumbnailUrl ? `${url}/thumbnail` : null };
}

/**
 * The attachment service of the app, as the links under `base` use it: `listUnder` answers an
 * errand's files with paths under the link's token, as the upload route's answer has them.
 */
export const linkFileService = (deps: Pick<Deps, 'db' | 'bus' | 'config' | 'log'>, base: string) => {
  const files = createAttachmentService({
    ...deps,
    storage: fileStorageFor(deps),
    quota: errandQuota(deps.config),
  });
  return {
    files,
    listUnder: async (actor: ReportActor, reportId: string, token: string) =>
      (await files.list(actor, reportId)).map((f) => underLink(base, token, f)),
  };
};

/**
 * `<base>/:token/files`: photos on the errand of a capability link (a work order), through the
 * same service and rules as /api/reports/:id/files, as the actor the link resolves to. Its own
 * plugin, so multipart is parsed here only.
 */
export const linkFileRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  base: string;
  /** The operation ids' middle part (`WorkOrder`: `uploadWorkOrderFiles`). */
  name: string;
  resolve: LinkResolver;
  /** The per-network limits of the link's uploads and of its downloads. */
  limits: { write: (req: FastifyRequest) => Promise<void>; read: (req: FastifyRequest) => Promise<void> };
}> = async (app, { deps, base, name, resolve, limits }) => {
  await app.register(multipart, multipartOptions(deps.config));
  const { files } = linkFileService(deps, base);
  const tags = ['public-reporting'];
  app.post(
    `${base}/:token/files`,
    {
      schema: {
        tags,
        operationId: `upload${name}Files`,
        params: TokenParams,
        response: { 201: ReportFileList },
      },
      onRequest: limits.write,
    },
    async (req, reply) => {
      const { actor, reportId } = await resolve(req.params.token);
      const items = await receiveUpload(req, files, actor, reportId);
      return reply.status(201).send({ items: items.map((f) => underLink(base, req.params.token, f)) });
    },
  );
  for (const variant of ['file', 'thumbnail'] as const)
    app.get(
      `${base}/:token/files/:fileId${variant === 'file' ? '' : '/thumbnail'}`,
      {
        schema: {
          tags,
          operationId: `download${name}${variant === 'file' ? 'File' : 'Thumbnail'}`,
          params: TokenFileParams,
        },
        onRequest: limits.read,
      },
      async (req, reply) => {
        const { actor, reportId } = await resolve(req.params.token);
        return sendStoredFile(reply, await files.open(actor, reportId, req.params.fileId, variant), variant);
      },
    );
};
