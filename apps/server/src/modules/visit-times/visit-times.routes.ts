import {
  IdParams,
  TimeOfferUpdate,
  TimeOfferView,
  TimeProposalAnswer,
  TimeProposalSubmit,
} from '@app/contract';
import type { z } from 'zod';
import { guard } from '../../auth/guard';
import { onItem, onItemBody } from '../../http/handlers';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createVisitTimesService } from './visit-times.service';

const op = operations({ tags: ['reports'], preHandler: guard() });

/** /api/reports/{id}/times: the times the reporter offers for the visit. */
export const visitTimesRoutes = serviceRoutes(createVisitTimesService, (app, service) => {
  const times = '/api/reports/:id/times';
  // Every change answers with the offer as the caller now sees it.
  const change = <B extends z.ZodType>(operationId: string, body: B) =>
    op(operationId, { params: IdParams, body, ok: TimeOfferView });
  app.get(times, op('getOfferedTimes', { params: IdParams, ok: TimeOfferView }), onItem(service.view));
  app.put(times, change('offerTimes', TimeOfferUpdate), onItemBody(service.offer));
  app.put(`${times}/proposal`, change('proposeVisitTime', TimeProposalSubmit), onItemBody(service.propose));
  app.post(
    `${times}/proposal/answer`,
    change('answerVisitTime', TimeProposalAnswer),
    onItemBody(service.answer),
  );
});
