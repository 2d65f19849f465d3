import { z } from 'zod';
import { Timestamp } from './common';

/** At most this many windows offered (docs/PRODUCT.md "Visits"). */
export const MAX_OFFERED_WINDOWS = 5;

/** One window the reporter can be at home: ISO 8601 times with an offset. */
export const OfferedWindow = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type OfferedWindow = z.infer<typeof OfferedWindow>;

/** PUT /api/reports/{id}/times: the reporter's times, replacing what they offered before. */
export const TimeOfferUpdate = z.strictObject({
  windows: z.array(OfferedWindow).max(MAX_OFFERED_WINDOWS),
  /** Free text, "vardagar efter 16". */
  note: z.string().trim().max(200).optional(),
  /** "Come any time, with the master key." */
  anyTime: z.boolean(),
});
export type TimeOfferUpdate = z.infer<typeof TimeOfferUpdate>;

/** Another time the contractor proposes; the reporter confirms (it becomes the visit) or declines. */
export const TimeProposal = OfferedWindow.extend({ proposedBy: z.string().nullable() });
export type TimeProposal = z.infer<typeof TimeProposal>;

export const TimeOffer = z.object({
  windows: z.array(OfferedWindow),
  note: z.string().nullable(),
  anyTime: z.boolean(),
  proposal: TimeProposal.nullable(),
  updated: Timestamp,
});
export type TimeOffer = z.infer<typeof TimeOffer>;

/** GET /api/reports/{id}/times: the offer, for those the field table lets read it, and whether the caller may change it. */
export const TimeOfferView = z.object({
  offer: TimeOffer.nullable(),
  canOffer: z.boolean(),
  /** The contractor (or staff for them) may propose another time. */
  canPropose: z.boolean(),
  /** The reporter may confirm or decline the waiting proposal. */
  canAnswer: z.boolean(),
});
export type TimeOfferView = z.infer<typeof TimeOfferView>;

/** PUT /api/reports/{id}/times/proposal: the contractor's other time. */
export const TimeProposalSubmit = z.strictObject({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type TimeProposalSubmit = z.infer<typeof TimeProposalSubmit>;

/** POST /api/reports/{id}/times/proposal/answer: the reporter confirms (the visit is booked) or declines. */
export const TimeProposalAnswer = z.strictObject({ accept: z.boolean() });
export type TimeProposalAnswer = z.infer<typeof TimeProposalAnswer>;
