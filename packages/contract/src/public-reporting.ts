import { z } from 'zod';
import { Email } from './auth';
import { HazardKind } from './hazards';

/** The kinds of place that carry a sign: a property (its common areas), premises, an equipment item. */
export const PlaceKind = z.enum(['property', 'premises', 'equipment']);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** A place's public code: seven characters without look-alikes (no 0, O, 1, I). */
export const PLACE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PLACE_CODE_LENGTH = 7;
/** Typed by a person: any case, spaces and dashes ignored. */
export const PlaceCode = z
  .string()
  .max(20)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{7}$/));

export const PlaceParams = z.strictObject({ kind: PlaceKind, id: z.uuid() });
export const PlaceCodeParams = z.strictObject({ code: PlaceCode });

/** Staff's view of a place's code: the code, the URL the sign's QR code opens, the property's switch. */
export const PlacePublicCode = z.object({
  kind: PlaceKind,
  placeId: z.uuid(),
  propertyId: z.uuid(),
  code: z.string(),
  url: z.string(),
  publicReporting: z.boolean(),
});
export type PlacePublicCode = z.infer<typeof PlacePublicCode>;

export const SignQuery = z.strictObject({ language: z.enum(['sv', 'en']).default('sv') });

export const PublicReportingSetting = z.strictObject({ enabled: z.boolean() });
export type PublicReportingSetting = z.infer<typeof PublicReportingSetting>;

/** What anyone holding the code reads of the place: enough to know they are in the right spot. */
export const PublicPlace = z.object({
  code: z.string(),
  kind: PlaceKind,
  /** The property's address and city. */
  address: z.string(),
  /** The premises' designation or the equipment item's name; null on a property's sign. */
  name: z.string().nullable(),
  organisationName: z.string(),
  language: z.enum(['sv', 'en']),
  /** The organisation's on-call number, given with the safety advice (the notice board's number); null when none is set. */
  onCallPhone: z.string().nullable(),
});
export type PublicPlace = z.infer<typeof PublicPlace>;

/**
 * A report through a place's code. `website` is a honeypot: people never see it, so a filled one
 * is a robot's, answered like any other and filed nowhere.
 */
export const PublicReportCreate = z.strictObject({
  description: z.string().trim().min(1).max(4000),
  email: Email,
  phone: z.string().trim().max(40).optional(),
  language: z.enum(['sv', 'en']).optional(),
  website: z.string().max(200).optional(),
});
export type PublicReportCreate = z.infer<typeof PublicReportCreate>;

/**
 * The report is held until the code mailed to the sender is typed. `hazards` are those its text
 * describes (gas, water, fire…): their advice is shown at once, not after the mail has come.
 */
export const PublicSubmissionAccepted = z.object({
  submissionId: z.uuid(),
  expiresAt: z.string(),
  hazards: z.array(HazardKind),
});
export type PublicSubmissionAccepted = z.infer<typeof PublicSubmissionAccepted>;

export const PublicConfirmBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const PublicConfirmed = z.object({ number: z.number().int() });
export type PublicConfirmed = z.infer<typeof PublicConfirmed>;

/** A capability link's token in a path. */
export const LinkTokenParams = z.strictObject({ token: z.string().min(20).max(100) });

export const PublicMessageAuthor = z.enum(['you', 'staff', 'contractor']);
/** The one errand a follow link opens: what a signed-in reporter reads of it, and nothing else. */
export const PublicErrandView = z.object({
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['Open', 'InProgress', 'FollowingUp', 'Closed']),
  address: z.string(),
  placeName: z.string().nullable(),
  created: z.string(),
  visit: z.object({ startsAt: z.string(), endsAt: z.string().nullable() }).nullable(),
  messages: z.array(z.object({ at: z.string(), author: PublicMessageAuthor, text: z.string() })),
  canAddMessage: z.boolean(),
});
export type PublicErrandView = z.infer<typeof PublicErrandView>;

export const PublicMessageCreate = z.strictObject({ text: z.string().trim().min(1).max(4000) });
