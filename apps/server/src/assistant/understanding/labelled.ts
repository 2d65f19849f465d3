import type { Priority, Trade } from '@app/contract';
import type { HazardKey } from '../triage/hazards';

/** One labelled message for training: a corpus case, or one of the earlier hand-written cases. */
export interface Labelled {
  writer: string;
  text: string;
  category: 'fault' | 'nonfault';
  trade: Trade | null;
  urgency: Priority | null;
  hazard: HazardKey | null;
}
