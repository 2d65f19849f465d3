import type { Priority, Trade } from '@app/contract';
import { type Judgement, judge } from '../understanding/understand';
import { accessIn, clauses, urgencyIn } from './details';
import { type HazardKey, hazardPriority } from './hazards';
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
  /** A hazard the text may describe but does not say plainly (none when a hazard is sure). */
  unsure?: HazardKey;
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

// The judgement of the last few texts: a conversation's turn reads the same description several
// times (what was understood, the duplicate check, the summary), and the model is not cheap.
const JUDGED_MAX = 64;
const judged = new Map<string, Judgement>();
function judgeOnce(text: string): Judgement {
  const hit = judged.get(text);
  if (hit) return hit;
  const u = judge(text);
  if (judged.size >= JUDGED_MAX) judged.delete(judged.keys().next().value!);
  judged.set(text, u);
  return u;
}

/**
 * Trade and priority from a description of a fault, as a dispatcher would judge them: the trained
 * model reads trade and urgency (understanding/), hazards set a floor (the hard rules and the
 * model's surest hazards), and an answer to "how urgent?" moves the priority within what the
 * hazards allow. Used by the assistant and the report form alike.
 */
export function triage(text: string, urgencyAnswer?: string): Triage {
  const fault = faultPart(text);
  const u = judgeOnce(fault);
  const kind = kindOf(fault);
  const floor = u.hazards.reduce<Priority>((p, h) => maxPriority(p, hazardPriority(h)), 'Low');
  const asked = urgencyAnswer ? urgencyIn(urgencyAnswer, true) : undefined;
  return {
    trade: u.trade,
    priority: asked ? maxPriority(asked, floor) : u.priority,
    hazards: [...u.hazards],
    floor,
    ...(u.unsure ? { unsure: u.unsure } : {}),
    kind,
    where: whereOf(fault),
  };
}
