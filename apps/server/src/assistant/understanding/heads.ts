import { priorities, trades } from '@app/contract';
import { hazardKeys } from '../triage/hazards';

/**
 * What the model reads from a first message, one classifier ("head") each: whether it reports a
 * fault at all, which trade, how urgent, and which hazard (or none). Trade and urgency learn from
 * faults only; the hazard head prefers recall and the hard rules in hazards.ts stay on top of it.
 */
export const HEADS = {
  category: ['fault', 'nonfault'],
  trade: [...trades],
  urgency: [...priorities],
  hazard: ['none', ...hazardKeys],
} as const;
export type Head = keyof typeof HEADS;
