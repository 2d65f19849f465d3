import { AccountingExportQuery, AccountingSettings, AccountingSettingsUpdate, IdParams } from '@app/contract';
import { z } from 'zod';
import { requireUser } from '../../auth/guard';
import { onItem, onItemBody } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createAccountingService } from './accounting.service';

const PATH = '/api/organisations/:id/accounting';

const op = operations({ tags: ['integrations'] });

/** The accounting export (close-out costs as CSV or SIE 4) and its account settings. */
export const accountingRoutes = serviceRoutes(createAccountingService, (app, service) => {
  app.get(
    `${PATH}/settings`,
    op('getAccountingSettings', { params: IdParams, ok: AccountingSettings }),
    onItem(service.settings),
  );
  app.put(
    `${PATH}/settings`,
    op('updateAccountingSettings', {
      params: IdParams,
      body: AccountingSettingsUpdate,
      ok: AccountingSettings,
    }),
    onItemBody(service.saveSettings),
  );
  app.get(
    `${PATH}/export`,
    op('exportAccounting', {
      params: IdParams,
      querystring: AccountingExportQuery,
      ok: {
        description: 'text/csv (UTF-8) or an SIE 4 file (CP437)',
        content: { 'text/csv': { schema: z.string() }, 'text/plain': { schema: z.string() } },
      },
    }),
    async (req, reply) => {
      const file = await service.export(requireUser(req), req.params.id, req.query);
      return (
        reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          // A file of bytes, sent as they are (the schema documents it as text).
          .send(file.body as unknown as string)
      );
    },
  );
});
