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
