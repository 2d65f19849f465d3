import { AuditExportQuery, AuditListQuery, AuditPage } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireRole } from '../../auth/guard';
import { USER_ADMINS } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { CSV_RESPONSE, sendCsv } from '../../http/csv-response';
import { operations } from '../../http/operation';
import { auditCsv, listAuditFor } from './audit.service';

/** GET /api/audit-log and /api/audit-log/export (CSV): administrators all, managers their organisation. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const op = operations({ tags: ['audit'], preHandler: guard(...USER_ADMINS) });
  app.get(
    '/api/audit-log',
    op('listAuditLog', { querystring: AuditListQuery, ok: AuditPage }),
    async (request) => listAuditFor(deps.db, requireRole(request, ...USER_ADMINS), request.query),
  );

  app.get(
    '/api/audit-log/export',
    op('exportAuditLog', { querystring: AuditExportQuery, ok: CSV_RESPONSE }),
    async (req, reply) => {
      const body = await auditCsv(deps.db, requireRole(req, ...USER_ADMINS), req.locale, req.query);
      return sendCsv(reply, req.locale, 'privacy.audit.fileName', body);
    },
  );
};
