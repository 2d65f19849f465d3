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
import { createVisitTimesService } from './visit-times.service';

/** /api/reports/{id}/times: the times the reporter offers for the visit. */
export const visitTimesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createVisitTimesService(deps);
  const tags = ['reports'];
  app.get(
    '/api/reports/:id/times',
    {
      preHandler: guard(),
      schema: { tags, operationId: 'getOfferedTimes', params: IdParams, response: { 200: TimeOfferView } },
    },
    async (req) => service.view(requireUser(req), req.params.id),
  );
  app.put(
    '/api/reports/:id/times',
    {
      preHandler: guard(),
      schema: {
        tags,
        operationId: 'offerTimes',
        params: IdParams,
        body: TimeOfferUpdate,
        response: { 200: TimeOfferView },
      },
    },
    async (req) => service.offer(requireUser(req), req.params.id, req.body),
  );
  app.put(
    '/api/reports/:id/times/proposal',
    {
      preHandler: guard(),
      schema: {
        tags,
        operationId: 'proposeVisitTime',
        params: IdParams,
        body: TimeProposalSubmit,
        response: { 200: TimeOfferView },
      },
    },
    async (req) => service.propose(requireUser(req), req.params.id, req.body),
  );
  app.post(
    '/api/reports/:id/times/proposal/answer',
    {
      preHandler: guard(),
      schema: {
        tags,
        operationId: 'answerVisitTime',
        params: IdParams,
        body: TimeProposalAnswer,
        response: { 200: TimeOfferView },
      },
    },
    async (req) => service.answer(requireUser(req), req.params.id, req.body),
  );
};
