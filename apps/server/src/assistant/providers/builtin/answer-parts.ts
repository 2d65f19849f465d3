import { accessIn, clauses, sinceIn } from '../../triage/details';
import { detectHazards } from '../../triage/hazards';
import { kindOf } from '../../triage/kinds';
import { classifyTrade } from './classify';
import { normalise } from './text';

// "070-123 45 67", "+46 70 123 45 67", "08-12 34 56": a number to call, kept as written.
const PHONE = /(?:\+\d{1,3}[\s-]?|0)\d{1,3}(?:[\s-]?\d){5,}/u;
// "ring mig så kommer jag", "call me and I'll come down": how to reach the reporter.
const CALL_ME =
  /(?<!\p{L})(ring|ringa|ringer|messa|sms|smsa|call|phone|text|kontakta|contact)(?!\p{L})[^.!?]*(?<!\p{L})(mig|oss|me|us)(?!\p{L})/iu;
// Words that only say when: what is left of a time clause without them is not a fault.
const TIME_WORDS = new Set(
  `sedan sen sedn sn i ig igår går igar förrgår morse imorse natt inatt kväll ikväll dag idag dagar vecka
  veckor veckan månad månader timme timmar minuter år några par ett en två tre fyra fem flera förra nyss
  precis just nu länge tag stund typ ungefär cirka ca tillbaka det har varit så är sedan since for from
  yesterday today this morning last night week weeks days day month months hours hour minutes ago a an
  few couple of about around it has been the since ages while vet inte ingen aning don t know not sure`.split(
    /\s+/,
  ),
);

const onlyTime = (clause: string) =>
  normalise(clause)
    .split(' ')
    .filter((w) => w && !TIME_WORDS.has(w)).length <= 1;

/** New fault content in a later answer (not an answer to the question): worth keeping as more description. */
export function addsToFault(text: string): boolean {
  return !!kindOf(text) || detectHazards(text).length > 0 || classifyTrade(text) !== 'other';
}

/** A clause that says how to get in or how to reach the reporter (a phone number, "ring mig"). */
export function reachesReporter(clause: string): boolean {
  return PHONE.test(clause) || CALL_ME.test(clause);
}

/**
 * An answer split into what it says about time, about access (the reporter's words as written:
 * numbers and conditions matter to whoever goes there) and anything else. `askedAccess`: the
 * question was about access, so weaker access words count too.
 */
export function partsOf(text: string, askedAccess: boolean) {
  const since = sinceIn(text);
  const all = clauses(text);
  const isAccess = (c: string) => reachesReporter(c) || accessIn(c, !askedAccess) === c;
  const timeOnly = since !== undefined && onlyTime(since) && !addsToFault(since);
  const accessClauses = all.filter((c) => c !== since && isAccess(c));
  const rest = all.filter((c) => !(timeOnly && c === since) && !accessClauses.includes(c));
  // Asked how to get in, the whole answer is the instruction ("… så kommer jag och öppnar"),
  // unless part of it is more about the fault.
  const whole = askedAccess ? !rest.some(addsToFault) : rest.length === 0;
  const access = !accessClauses.length
    ? undefined
    : whole
      ? verbatimWithout(text, timeOnly ? since : undefined)
      : accessClauses.join(', ');
  return {
    since,
    /** The access words as typed (the whole answer less its time, when that is all it says). */
    access,
    /** Clauses that are neither a bare time nor access: what remains to be a description. */
    rest,
  };
}

/** The text as typed, less one clause and the separators left around it. */
function verbatimWithout(text: string, clause: string | undefined): string {
  const out = clause ? text.replace(clause, ' ') : text;
  return out
    .replace(/^[\s,.;:!?-]+|[\s,;:-]+$/gu, '')
    .replace(/^(och|and|men|but)\s+/iu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
