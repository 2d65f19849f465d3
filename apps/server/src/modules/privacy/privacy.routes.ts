import { IdParams, UserSummary } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireRole } from '../../auth/guard';
import { USER_ADMINS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { sendDownload } from '../../http/download';
import { operations } from '../../http/operation';
import { eraseUserFor } from './erasure.service';
import { exportPersonFor } from './export.service';

const ZIP_RESPONSE = {
  description: 'application/zip: a JSON file per kind of data and the person’s files',
  content: { 'application/zip': { schema: z.string() } },
};

/** POST /api/users/{id}/erase: administrators anyone, managers the accounts of their organisation. */
export const privacyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const op = operations({ tags: ['users'], preHandler: guard(...USER_ADMINS) });
  app.post('/api/users/:id/erase', op('eraseUser', { params: IdParams, ok: UserSummary }), async (request) =>
    eraseUserFor(deps.db, requireRole(request, ...USER_ADMINS), request.params.id),
  );

  app.get(
    '/api/users/:id/export',
    op('exportUserData', { params: IdParams, ok: ZIP_RESPONSE }),
    async (request, reply) => {
      const { stream, fileName } = await exportPersonFor(
        deps,
        requireRole(request, ...USER_ADMINS),
        request.params.id,
      );
      // The ZIP is written as it is built (the declared 200 is `application/zip`).
      return sendDownload(reply, 'application/zip', fileName, stream);
    },
  );
};
