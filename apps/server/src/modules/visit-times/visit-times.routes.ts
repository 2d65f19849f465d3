import {
  IdParams,
  TimeOfferUpdate,
  TimeOfferView,
  TimeProposalAnswer,
  TimeProposalSubmit,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { operations } from '../../http/operation';
import { createVisitTimesService } from './visit-times.service';

/** /api/reports/{id}/times: the times the reporter offers for the visit. */
export const visitTimesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createVisitTimesService(deps);
  const op = operations({ tags: ['reports'], preHandler: guard() });
  app.get(
    '/api/reports/:id/times',
    op('getOfferedTimes', { params: IdParams, ok: TimeOfferView }),
    async (req) => service.view(requireUser(req), req.params.id),
  );
  app.put(
    '/api/reports/:id/times',
    op('offerTimes', { params: IdParams, body: TimeOfferUpdate, ok: TimeOfferView }),
    async (req) => service.offer(requireUser(req), req.params.id, req.body),
  );
  app.put(
    '/api/reports/:id/times/proposal',
    op('proposeVisitTime', { params: IdParams, body: TimeProposalSubmit, ok: TimeOfferView }),
    async (req) => service.propose(requireUser(req), req.params.id, req.body),
  );
  app.post(
    '/api/reports/:id/times/proposal/answer',
    op('answerVisitTime', { params: IdParams, body: TimeProposalAnswer, ok: TimeOfferView }),
    async (req) => service.answer(requireUser(req), req.params.id, req.body),
  );
};
