import {
  COMES_UP,
  FALLEN,
  FOUL,
  ICE,
  ICE_PATH,
  OUTSIDE,
  re,
  SEWER_SMELL,
  SKATING,
  SLIPPERY,
  SMOKE_EXPLAINED,
} from '../triage/hazard-words';
import { type HazardKey, readable } from '../triage/hazards';

/**
 * When the trained model may be sure of a hazard the rules did not find. The model reads every
 * word; these are the facts of the rubric (corpus/GUIDE.md) that a hazard of its kind cannot be
 * without, and the reporter's own word that there is no danger. They only keep the model from being
 * sure (it may still ask the safety question); a hazard the rules find is never taken away.
 */

// The reporter says plainly that nobody is in danger: "ingen fara", "ingen har skadats", "no danger".
const NO_DANGER = re(
  '(?<!\\p{L})(ingen fara|inte farligt|icke farligt|ingen (har )?(skadats|skadad|skadade sig|är skadad)|ingen panik|no danger|not dangerous|nothing dangerous|nobody (was |is |got )?hurt|no one (was |is |got )?hurt|no panic|no harm done|everything is (fine|ok|okay)|it is fine|(inga|no) (barn|children|kids|djur|animals|pets)( eller (djur|barn)| or (animals|children|pets))? (inne|inside)|all (is )?(good|fine)|allt är (bra|lugnt|ok)|inget farligt)(?!\\p{L})',
);
// Something coming up or out of a drain, or foul water: a smell alone is a drain fault.
const SEWAGE_SIGN = (text: string) => {
  const t = text.replace(SEWER_SMELL, ' ');
  return COMES_UP.test(t) || FOUL.test(t) || re('svämm|rinner|väller|bubbl|overflow|flood|spill').test(t);
};
// Ice, snow or something fallen, where people walk in or out: not a playground, a lawn or a
// flower bed, and nothing else underfoot (a spill, dog mess).
const FALL_SIGN = (t: string) =>
  ICE_PATH.test(t) ||
  SKATING.test(t) ||
  ((ICE.test(t) || SLIPPERY.test(t) || FALLEN.test(t) || re('snö|snow').test(t)) && OUTSIDE(t));

const NEEDS: Partial<Record<HazardKey, (t: string) => boolean>> = {
  sewage: SEWAGE_SIGN,
  entranceFall: FALL_SIGN,
};

/** Whether the text itself rules out the model being sure of `key`. */
export function explainedAway(key: HazardKey, text: string): boolean {
  const t = readable(text);
  if (NO_DANGER.test(t)) return true;
  if (key === 'fire' && SMOKE_EXPLAINED(t)) return true;
  const needs = NEEDS[key];
  return needs !== undefined && !needs(t);
}

/** The reporter says nobody is in danger: the model asks no safety question either. */
export const saysNoDanger = (text: string): boolean => NO_DANGER.test(readable(text));
