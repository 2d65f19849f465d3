import { AuditExportQuery, AuditListQuery, AuditPage } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireRole } from '../../auth/guard';
import { USER_ADMINS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { CSV_RESPONSE, sendCsv } from '../../http/csv-response';
import { auditCsv, listAuditFor } from './audit.service';

const tags = ['audit'];

/** GET /api/audit-log and /api/audit-log/export (CSV): administrators all, managers their organisation. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/audit-log',
    {
      schema: {
        tags,
        operationId: 'listAuditLog',
        querystring: AuditListQuery,
        response: { 200: AuditPage },
      },
      preHandler: guard(...USER_ADMINS),
    },
    async (request) => listAuditFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
  );

  app.get(
    '/api/audit-log/export',
    {
      schema: {
        tags,
        operationId: 'exportAuditLog',
        querystring: AuditExportQuery,
        response: { 200: CSV_RESPONSE },
      },
      preHandler: guard(...USER_ADMINS),
    },
    async (req, reply) => {
      const body = await auditCsv(deps.db, requireRole(req, ...USER_ADMINS), req.locale, req.query);
      return sendCsv(reply, req.locale, 'privacy.audit.fileName', body);
    },
  );
};
