import type { Priority } from '@app/contract';
import { ROUTINE_ALARM, ruleText } from '../triage/hazard-words';
import type { HazardKey } from '../triage/hazards';
import { fold } from './fold';

/**
 * Essential functions (docs/ASSISTANT.md, urgency rubric): losing one is at least High, however
 * calmly it is told. Like the hazard rules these only raise the model's urgency, never lower it.
 * Each is a class of situation, matched on folded text (å, ä, ö → a, a, o), not a list of examples.
 */
const ESSENTIAL: RegExp[] = [
  // No power: "säkringen har gått och inget uttag fungerar", "strömlöst", "no power".
  /\b(ingen strom|stromlost?|strommen (har )?(gatt|forsvunnit)|elen (har )?gatt|inget uttag (fungerar|funkar)|inga uttag|no power|power (is |has )?(out|cut|gone)|no electricity|lost power)\b/u,
  // Locked out of one's home.
  /\b(utelast|last (mig|oss) ute|kommer inte in i (lagenheten|lgh)|locked out|locked myself out|can ?t get (in|into my))\b/u,
  // No water or no hot water.
  /\b(inget (varm)?vatten|inget vatten|no (hot |running )?water|vattnet (ar )?avstangt)\b/u,
  // The toilet that will not flush or is blocked.
  /\b(toalett\w*|toa|wc|toilet|loo)\b.{0,40}\b(stopp|igensatt|gar inte att spola|spolar inte|blocked|clogged|won ?t flush|doesn ?t flush|not flushing)\b/u,
  // A dead fridge or freezer spoils food within the day.
  /\b(kyl\w*|frys\w*|fridge|freezer)\b.{0,40}\b(fungerar inte|funkar inte|dog|dod|ar varm|slutat|not working|dead|died|warm|stopped working)\b/u,
];

/** The lowest urgency the text's lost functions allow (Low when none is lost). */
export function essentialFloor(text: string): Priority {
  const t = fold(text);
  return ESSENTIAL.some((r) => r.test(t)) ? 'High' : 'Low';
}

/**
 * A routine alarm message (hazard-words.ts ROUTINE_ALARM: a smoke alarm asking for its battery or
 * set off by steam, a carbon monoxide alarm worn out): the model's urgency is held at Normal unless
 * a hazard is found.
 */
export const routineAlarm = (text: string): boolean => ROUTINE_ALARM.test(ruleText(text));

/**
 * Words that make a hazard likely without saying it: a cold home with no temperature named, a
 * strange smell with no source. Only a reason for the one safety question (`unsure`), never a hazard.
 */
const LIKELY: [HazardKey, RegExp][] = [
  [
    'noHeat',
    /\b(kallt|kall|iskallt|cold|freezing|chilly)\b.{0,25}\b(inne|inomhus|lagenhet\w*|lgh|rummet|hemma|inside|indoors|flat|apartment|room|home)\b|\b(inne|inomhus|inside|indoors|lagenhet\w*|flat|apartment|hemma|home)\b.{0,12}\b(kallt|iskallt|cold|freezing)\b/u,
  ],
  [
    'gas',
    /\b(luktar|lukt|doftar|smells?|smelling|stinks?)\b.{0,20}\b(konstigt|konstig|markligt|markvardigt|skumt|strange|weird|odd|funny)\b/u,
  ],
];

/** A hazard the words make likely (see LIKELY), for the safety question when the model is not sure. */
export const likelyHazard = (text: string): HazardKey | undefined => {
  const t = fold(text);
  return LIKELY.find(([, re]) => re.test(t))?.[0];
};
