import { accessIn, clauses, sinceIn, urgencyIn } from '../../triage/details';
import { detectHazards, hazardPriority } from '../../triage/hazards';
import { faultPart, maxPriority, type Triage, triage } from '../../triage/index';
import { kindOf } from '../../triage/kinds';
import { whereOf } from '../../triage/where';
import { addsToFault, reachesReporter } from './answer-parts';
import { classifyTrade } from './classify';
import { detectLanguage } from './language';
import type { InterviewState } from './state';
import { normalise } from './text';

/**
 * Takes from a first message everything a dispatcher would hear in it: the fault, the room or
 * common area, since when, urgency words and access hints. Only what is not yet known is set.
 */
export function absorbFirst(st: InterviewState, text: string) {
  // "Hej! Kranen droppar": the greeting is not part of the fault.
  const said = text.replace(GREETING_START, '');
  // "ring mig på 070-123 45 67": how to reach the reporter, kept as typed and not in the title.
  const reach = clauses(said).filter(reachesReporter);
  const fault = clauses(said).filter((c) => !reach.includes(c));
  st.what = faultPart(reach.length && fault.length ? fault.join('. ') : said).trim();
  const where = whereOfOwn(st.what);
  if (where.area) st.area = where.area;
  else if (where.room) st.room = where.room;
  const since = sinceIn(st.what);
  if (since && !st.since) st.since = since;
  const access = reach.length ? reach.join(', ') : accessIn(text, true);
  if (access && !st.access) st.access = access;
  if (urgencyIn(st.what, false)) st.urgency = st.what;
}

const GREETING_START =
  /^\s*(hej|hejsan|hallå|tjena|god morgon|god dag|hi|hello|hey|good morning)(?!\p{L})[\s,!.:]*/iu;

/** A message that says what is wrong: a known fault, trade words, a hazard, or a real sentence. */
export function describesFault(text: string): boolean {
  if (kindOf(text) || classifyTrade(text) !== 'other' || detectHazards(text).length > 0) return true;
  const words = normalise(text)
    .split(' ')
    .filter((w) => w.length > 1);
  return words.length >= 3 && detectLanguage(text) !== undefined;
}

export { addsToFault };

// "nej, det är i badrummet", "actually it's the bathroom", "i badrummet", "fel rum, köket".
const CORRECTION =
  /^(nej|nä|nope|no|actually|förresten|rättelse|jag menade|i meant|sorry|ursäkta|oj|fel|wrong|wait|vänta|it s|det är)(?!\p{L})/u;

/**
 * A correction of the place ("nej, det är i badrummet"): a short message that names a room or
 * common area, said as a correction or as nothing else. Returns true when it changed the place.
 */
export function correctsWhere(st: InterviewState, text: string): boolean {
  const t = normalise(text);
  const where = whereOfOwn(text);
  if (!where.room && !where.area) return false;
  const words = t.split(' ').length;
  if (
    !(CORRECTION.test(t) || words <= 3) ||
    words > 8 ||
    (addsToFault(text.replace(/[^\p{L} ]/gu, ' ')) && words > 4)
  )
    return false;
  if (where.room === st.room && where.area === st.area) return false;
  st.room = where.room;
  st.area = where.area;
  return true;
}

// The door of the reporter's own flat: "ytterdörren", "min ytterdörr", "dörren till lägenheten",
// "lägenhetsdörren", "my front door". Said by a tenant these are their own premises.
const OWN_DOOR =
  /(?<!\p{L})(min|mitt|vår|my|our)\s+(ytterdörr|front door|door)|(?<!\p{L})ytterdörr(en)?(?!\p{L})|dörr(en)? till (min |vår )?lägenhet|lägenhetsdörr|door (of|to) (my|our|the) (flat|apartment)|(flat|apartment) door/iu;
// Words that put a door in a common area after all: the street door, the stairwell, the entrance.
const SHARED_DOOR =
  /(?<!\p{L})(port|porten|portdörr|entré|entrén|trapphus|trapphuset|källar|tvättstug|street door|main entrance|lobby|stairwell)/iu;

/**
 * Where a text puts the fault, with one correction: a tenant's own front door is their premises,
 * not the entrance (the common-area list knows "ytterdörr" as the building's).
 */
export function whereOfOwn(text: string): ReturnType<typeof whereOf> {
  const where = whereOf(text);
  if (where.area !== 'entrance' || !OWN_DOOR.test(text) || SHARED_DOOR.test(text)) return where;
  const { area: _area, ...own } = where;
  return own;
}

/** What the reporter said about the fault: the first message and what they added later. */
export const descriptionOf = (st: InterviewState) => [st.what ?? '', ...(st.more ?? [])].join('. ');

/**
 * The triage of the description, with the hazards advised on or confirmed during the conversation
 * (a "ja" to "Luktar det gas?"): they count as if described, so they keep the priority up.
 */
export function triageOf(st: InterviewState): Triage {
  const tri = triage(descriptionOf(st), st.urgency);
  const known = st.hazards ?? [];
  if (known.length === 0) return tri;
  const floor = known.reduce((p, h) => maxPriority(p, hazardPriority(h)), tri.floor);
  const { unsure: _unsure, ...sure } = tri;
  return {
    ...sure,
    hazards: [...new Set([...known, ...tri.hazards])],
    floor,
    priority: maxPriority(tri.priority, floor),
  };
}
