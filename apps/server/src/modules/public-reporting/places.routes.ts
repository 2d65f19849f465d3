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
import { byAddress, limit, MINUTE, registerRateLimiting } from '../../auth/rate-limit';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createPlaceCodeService } from './places.service';

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
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
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
    // Anyone may ask, so a network may only guess codes so fast (as the other public routes).
    op(
      'getPublicPlace',
      { params: PlaceCodeParams, ok: PublicPlace },
      { onRequest: limit(app, { max: 120, windowMs: MINUTE, key: byAddress('public-place') }) },
    ),
    async (req) => service.publicPlace(req.params.code),
  );
};
