import { z } from 'zod';

/**
 * Situations a dispatcher acts on at once (docs/ASSISTANT.md): the reporter gets immediate advice
 * and the on-call number, and the errand is never filed below the hazard's priority. An errand
 * keeps the hazards it was filed with; they are shown as a red chip wherever the errand is.
 */
export const HAZARD_KINDS = [
  'gas',
  'carbonMonoxide',
  'fire',
  'sparks',
  'water',
  'sewage',
  'noHeat',
  'liftStuck',
  'lockedIn',
  'doorLock',
  'glass',
  'entranceFall',
] as const;
export const HazardKind = z.enum(HAZARD_KINDS);
export type HazardKind = z.infer<typeof HazardKind>;

/**
 * GET /api/reports/{id}/safety: what the errand's reporter (and anyone working on it) should know
 * while it is open — its hazards and the organisation's on-call number (null when none is set).
 * The advice itself is the catalogue's (`assistant.hazard.*`), the same words the chat gives.
 */
export const ReportSafety = z.object({
  hazards: z.array(HazardKind),
  onCallPhone: z.string().nullable(),
});
export type ReportSafety = z.infer<typeof ReportSafety>;
