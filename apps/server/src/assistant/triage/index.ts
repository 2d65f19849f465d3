import type { Priority, Trade } from '@app/contract';
import { classifyTrade } from '../providers/builtin/classify';
import { accessIn, clauses, urgencyIn } from './details';
import { detectHazards, type HazardKey } from './hazards';
import { type Kind, kindOf } from './kinds';
import { type Where, whereOf } from './where';

export type { HazardKey } from './hazards';
export type { AreaKey, RoomKey } from './where';

const RANK: Record<Priority, number> = { Low: 0, Normal: 1, High: 2, Urgent: 3 };
export const maxPriority = (a: Priority, b: Priority): Priority => (RANK[a] >= RANK[b] ? a : b);
export const priorityRank = (p: Priority) => RANK[p];

export interface Triage {
  trade: Trade;
  priority: Priority;
  /** Hazards described, most serious first: advice is due for each. */
  hazards: HazardKey[];
  /** The lowest priority the hazards allow (Low when there is none). */
  floor: Priority;
  kind?: Kind;
  where: Where;
}

/** The fault without the reporter's access hints ("huvudnyckel går bra" names no lock fault). */
export function faultPart(text: string): string {
  const access = accessIn(text, true);
  if (!access) return text;
  const rest = clauses(text).filter((c) => c !== access);
  return rest.length > 0 ? rest.join('. ') : text;
}

/**
 * Trade and priority from a description of a fault, as a dispatcher would judge them: hazards set a
 * floor; the reporter's own urgency words move the priority within what the hazards allow. Used by
 * the assistant and meant for any form that wants a suggestion from free text.
 */
export function triage(text: string, urgencyAnswer?: string): Triage {
  const fault = faultPart(text);
  const hits = detectHazards(fault);
  const kind = kindOf(fault);
  const words = classifyTrade(fault);
  const trade: Trade = kind?.trade ?? (words !== 'other' ? words : (hits[0]?.trade ?? 'other'));
  const floor = hits.reduce<Priority>((p, h) => maxPriority(p, h.priority), 'Low');
  const asked = urgencyAnswer ? urgencyIn(urgencyAnswer, true) : undefined;
  const cue = urgencyIn(fault, false);
  const base = asked ?? cue ?? kind?.priority ?? 'Normal';
  return {
    trade,
    priority: maxPriority(base, floor),
    hazards: hits.map((h) => h.key),
    floor,
    kind,
    where: whereOf(fault),
  };
}
