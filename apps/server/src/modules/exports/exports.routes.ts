import { PassThrough } from 'node:stream';
import { ReportExportQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { CSV_RESPONSE } from '../../http/csv-response';
import { sendDownload } from '../../http/download';
import { operations } from '../../http/operation';
import { assertMayExport, exportFileName, exportReports } from './report-export';

/** GET /api/reports/export: the errand list as a CSV download, streamed. */
export const exportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const op = operations({ tags: ['reports'], preValidation: guard() });
  app.get(
    '/api/reports/export',
    op('exportReports', { querystring: ReportExportQuery, ok: CSV_RESPONSE }),
    async (req, reply) => {
      const actor = requireUser(req);
      // Refused before the first byte, so a refusal is an ordinary JSON error answer.
      assertMayExport(actor);
      const out = new PassThrough();
      const write = async (chunk: string | Uint8Array) => {
        if (out.destroyed) throw new Error('export receiver went away');
        if (out.write(chunk)) return;
        // A receiver that goes away never drains: stop waiting on close too (the transaction ends).
        await new Promise<void>((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        });
      };
      // The response closed (the whole file sent, or the client went away): a running export stops.
      const closed = new AbortController();
      out.once('close', () => closed.abort());
      exportReports(deps.db, actor, req.locale, req.query, write, closed.signal).then(
        () => out.end(),
        (err) => {
          // Headers are sent by now: cut the download short rather than pretend it is whole.
          if (!out.destroyed) req.log.error({ err }, 'report export failed');
          out.destroy(err);
        },
      );
      // The stream is the CSV text, sent as it is read (the declared 200 is `text/csv`).
      return sendDownload(reply, 'text/csv; charset=utf-8', exportFileName(req.locale), out);
    },
  );
};
