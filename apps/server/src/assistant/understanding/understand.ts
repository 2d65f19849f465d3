import type { Priority, Trade } from '@app/contract';
import { classifyTrade } from '../providers/builtin/classify';
import { detectHazards, type HazardKey, hazardPriority, hazardTrade } from '../triage/hazards';
import { accessOf } from './access';
import { conductMatter, namesFault } from './conduct';
import { type Since, sinceOf } from './durations';
import { essentialFloor, likelyHazard, routineAlarm } from './floors';
import { withoutInstructions } from './injection';
import { best, predict } from './model';
import type { ModelFile } from './model-file';
import { explainedAway, saysNoDanger } from './model-hazards';
import { asSwedish } from './scandinavian';

/** What a first message says, read as a dispatcher reads it. */
export interface Understanding {
  /** `nonfault`: a rent question, a neighbour, a greeting, gibberish: nothing to file. */
  category: 'fault' | 'nonfault';
  trade: Trade;
  priority: Priority;
  /** Hazards, most certain first: the hard rules' hits, then the model's. */
  hazards: HazardKey[];
  /** A hazard the message may describe but does not say plainly: ask about it first ("Luktar det gas?"). */
  unsure?: HazardKey;
  since?: Since;
  access?: string;
  /** The message held instructions to the system; they were ignored. */
  injection: boolean;
}

const RANK: Record<Priority, number> = { Low: 0, Normal: 1, High: 2, Urgent: 3 };
const max = (a: Priority, b: Priority) => (RANK[a] >= RANK[b] ? a : b);

// The hazard head flags a hazard below these probabilities of "none": recall before precision.
const HAZARD_SURE = 0.35;
const HAZARD_UNSURE = 0.6;
const NONFAULT_SURE = 0.4;
// A word or two naming a fixture ("kranen", "the lift") is the start of a fault report, to be asked about.
const namesFixture = (t: string) => t.trim().split(/\s+/u).length <= 2 && classifyTrade(t) !== 'other';
// Hazards whose trade every writer agrees on (gas is the plumber's, a stuck lift the lift firm's…),
// when it is the only one found; sparks (water at a lamp is the plumber's), fire, carbon monoxide,
// water, cold, a door or ice are filed under several trades, so the model decides those.
const TRADE_OF_HAZARD = new Set<HazardKey>(['gas', 'sewage', 'glass', 'liftStuck', 'lockedIn']);

/** What a fault is (kind of message, trade, urgency, hazards), without since-when and access. */
export type Judgement = Omit<Understanding, 'since' | 'access'>;

/**
 * Fault or not, trade, urgency and hazards only: what triage needs on every turn, without reading
 * times and access again.
 */
export function judge(message: string, heads?: ModelFile['heads']): Judgement {
  const { text: facts, injection } = withoutInstructions(asSwedish(message));
  if (!facts) return { category: 'nonfault', trade: 'other', priority: 'Normal', hazards: [], injection };
  const p = predict(facts, heads);
  const ruled = detectHazards(facts).map((h) => h.key);
  const modelHazard = best({ ...p.hazard, none: 0 }) as HazardKey;
  const noneP = p.hazard.none ?? 1;
  const hazards = [...ruled];
  // A smoke alarm beeping for its battery, smoke the message explains (a grill), a hazard without
  // the facts its kind needs, or one the reporter says is no danger is not a hazard the model may be
  // sure of (model-hazards.ts): at most it asks.
  const sure = noneP < HAZARD_SURE && !routineAlarm(facts) && !explainedAway(modelHazard, facts);
  if (sure && !hazards.includes(modelHazard)) hazards.push(modelHazard);
  const unsure =
    hazards.length === 0 && !saysNoDanger(facts)
      ? noneP < HAZARD_UNSURE
        ? modelHazard
        : likelyHazard(facts)
      : undefined;
  const floor = hazards.reduce<Priority>((acc, h) => max(acc, hazardPriority(h)), essentialFloor(facts));
  // Urgent is danger now, and danger is a hazard: without one the model's Urgent is read as High
  // (Normal for a smoke alarm asking for its battery).
  const judged = best(p.urgency) as Priority;
  const ceiling: Priority = hazards.length > 0 ? 'Urgent' : routineAlarm(facts) ? 'Normal' : 'High';
  const modelPriority: Priority = RANK[judged] > RANK[ceiling] ? ceiling : judged;
  // What people do (a neighbour's music, a car in the way, "can you talk to them") with nothing broken
  // goes to the office, however sure the model is that it is a fault; a hazard is always a fault,
  // and so is a message naming something broken, however sure the model is that it is not (the
  // neighbours' word that the vents are blocked is still blocked vents), and so is a lost essential
  // function however short ("1204 no water").
  const category =
    hazards.length === 0 &&
    !namesFault(facts) &&
    !namesFixture(facts) &&
    RANK[floor] < RANK.High &&
    ((p.category.nonfault ?? 0) > NONFAULT_SURE || conductMatter(facts))
      ? 'nonfault'
      : 'fault';
  return {
    category,
    trade:
      hazards.length === 1 && TRADE_OF_HAZARD.has(hazards[0]!)
        ? hazardTrade(hazards[0]!)
        : (best(p.trade) as Trade),
    priority: max(modelPriority, floor),
    hazards,
    unsure,
    injection,
  };
}

/** Everything a first message says: the judgement, since when and how to get in. */
export function understand(text: string, now = new Date(), heads?: ModelFile['heads']): Understanding {
  return { ...judge(text, heads), since: sinceOf(asSwedish(text), now), access: accessOf(text) };
}
