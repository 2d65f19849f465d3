import {
  PlaceCodeParams,
  PlaceParams,
  PlacePublicCode,
  PublicPlace,
  PublicReportingSetting,
  SignQuery,
} from '@app/contract';
import { translate } from '@app/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/guard';
import { registerRateLimiting } from '../../auth/rate-limit';
import type { Deps } from '../../deps';
import { sendDownload } from '../../http/download';
import { operations } from '../../http/operation';
import { createPlaceCodeService } from './places.service';
import { publicReads } from './public-limits';

/** Places' public codes and signs for staff; a code's place for anyone (docs/decisions/0041). */
export const placeCodeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await registerRateLimiting(app, deps);
  const service = createPlaceCodeService(deps);
  const op = operations({ tags: ['public-reporting'] });
  app.get(
    '/api/places/:kind/:id/public-code',
    op('getPlacePublicCode', { params: PlaceParams, ok: PlacePublicCode }),
    async (req) => service.code(requireUser(req), req.params.kind, req.params.id),
  );
  app.get(
    '/api/places/:kind/:id/sign',
    op('getPlaceSign', {
      params: PlaceParams,
      // An A6 PDF; the body is binary, so no response schema (as file downloads).
      querystring: SignQuery,
    }),
    async (req, reply) => {
      const { language } = req.query;
      const { pdf, code } = await service.sign(requireUser(req), req.params.kind, req.params.id, language);
      const name = `${translate(language, 'publicReport.sign.fileName')}-${code}.pdf`;
      return sendDownload(reply, 'application/pdf', name, pdf);
    },
  );
  app.put(
    '/api/properties/:id/public-reporting',
    op('setPublicReporting', {
      params: z.strictObject({ id: z.uuid() }),
      body: PublicReportingSetting,
      ok: PublicReportingSetting,
    }),
    async (req) => service.setPublicReporting(requireUser(req), req.params.id, req.body.enabled),
  );
  app.get(
    '/api/public/places/:code',
    op(
      'getPublicPlace',
      { params: PlaceCodeParams, ok: PublicPlace },
      { onRequest: publicReads(app, 'public-place') },
    ),
    async (req) => service.publicPlace(req.params.code),
  );
};
