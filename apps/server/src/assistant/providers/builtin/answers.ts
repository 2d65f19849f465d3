import type { Place } from '../../types';
import { normalise } from './text';

const YES = new Set(
  `ja japp jepp jo jajamen absolut gärna stämmer ok okej visst kör yes yeah yep y sure correct please
  go do right`.split(/\s+/),
);
const NO = new Set(`nej nä nää nej tack no nope n dont don't not inte aldrig`.split(/\s+/));

/** true / false for a yes / no answer, undefined when it is neither. The first word decides. */
export function yesNo(text: string): boolean | undefined {
  const first = normalise(text).split(' ')[0] ?? '';
  if (NO.has(first)) return false;
  if (YES.has(first)) return true;
  return undefined;
}

export const FIELDS = ['what', 'place', 'description', 'since', 'urgency', 'access'] as const;
export type Field = (typeof FIELDS)[number];

const FIELD_WORDS: [Field, RegExp][] = [
  ['place', /(^| )(var|plats|platsen|lokal|lokalen|adress|adressen|where|place|address|premises)( |$)/],
  ['description', /(^| )(beskrivning|beskrivningen|description|describe|details)( |$)/],
  ['since', /(^| )(sedan|sen|när|since|when)( |$)/],
  ['urgency', /(^| )(brådska|brådskan|prioritet|akut|urgency|urgent|priority)( |$)/],
  ['access', /(^| )(tillträde|tillträdet|nyckel|nyckeln|access|key|entry)( |$)/],
  ['what', /(^| )(vad|felet|what|fault|problem)( |$)/],
];

/** Which part of the summary the reporter wants to change. */
export function fieldNamed(text: string): Field | undefined {
  const t = normalise(text);
  return FIELD_WORDS.find(([, re]) => re.test(t))?.[0];
}

const GREETING = /^(hej|hejsan|hallå|tjena|god morgon|god dag|hi|hello|hey|good morning|good afternoon)$/;
/** A message that is only a greeting, not yet a description of a fault. */
export function isGreeting(text: string): boolean {
  return GREETING.test(normalise(text));
}

/** The place an answer points at: its number in the list, or words of its address / designation. */
export function matchPlace(text: string, options: Place[]): Place | undefined {
  const t = normalise(text);
  const n = /^(nr |nummer |number |no )?(\d{1,3})$/.exec(t);
  if (n) return options[Number(n[2]) - 1];
  if (!t) return undefined;
  const hits = options.filter((o) => {
    const label = normalise(o.label);
    const designation = o.designation ? normalise(o.designation) : '';
    return (
      label.includes(t) || (designation !== '' && t.includes(designation)) || t.includes(normalise(o.address))
    );
  });
  return hits.length === 1 ? hits[0] : undefined;
}
