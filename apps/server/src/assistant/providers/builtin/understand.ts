import { accessIn, sinceIn, urgencyIn } from '../../triage/details';
import { detectHazards } from '../../triage/hazards';
import { faultPart, triage } from '../../triage/index';
import { kindOf } from '../../triage/kinds';
import { whereOf } from '../../triage/where';
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
  st.what = faultPart(text.replace(GREETING_START, '')).trim();
  const where = whereOf(st.what);
  if (where.area) st.area = where.area;
  else if (where.room) st.room = where.room;
  const since = sinceIn(st.what);
  if (since && !st.since) st.since = since;
  const access = accessIn(text, true);
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

/** New fault content in a later answer (not an answer to the question): worth keeping as more description. */
export function addsToFault(text: string): boolean {
  return !!kindOf(text) || detectHazards(text).length > 0 || classifyTrade(text) !== 'other';
}

// "nej, det är i badrummet", "actually it's the bathroom", "i badrummet", "fel rum, köket".
const CORRECTION =
  /^(nej|nä|nope|no|actually|förresten|rättelse|jag menade|i meant|sorry|ursäkta|oj|fel|wrong|wait|vänta|it s|det är)(?!\p{L})/u;

/**
 * A correction of the place ("nej, det är i badrummet"): a short message that names a room or
 * common area, said as a correction or as nothing else. Returns true when it changed the place.
 */
export function correctsWhere(st: InterviewState, text: string): boolean {
  const t = normalise(text);
  const where = whereOf(text);
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

export const triageOf = (st: InterviewState) =>
  triage([st.what ?? '', ...(st.more ?? [])].join('. '), st.urgency);
