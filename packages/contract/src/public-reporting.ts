import { z } from 'zod';

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
});
export type PublicPlace = z.infer<typeof PublicPlace>;
