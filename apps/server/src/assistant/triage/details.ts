import type { Priority } from '@app/contract';
import { normalise } from '../providers/builtin/text';

const re = (source: string) => new RegExp(source, 'u');

/** Time words: "sedan i går", "i två veckor", "this morning", "3 days ago", "vet inte". */
const SINCE = re(
  [
    '(?<!\\p{L})(i dag|idag|i morse|imorse|i morgse|i går|igår|igar|i förrgår|iförrgår|i natt|inatt|i kväll|ikväll|i eftermiddag|i förmiddag|i helgen|i våras|i höstas|i vintras|i somras)(?!\\p{L})',
    '(?<!\\p{L})(sedan|sen|sedn|sn) \\p{L}+',
    '(?<!\\p{L})(i|under|på|för) ((\\d+|en|ett|två|tre|fyra|fem|sex|några|par|flera|ett par) )?(dag|dagar|vecka|veckor|veckan|månad|månader|timme|timmar|minuter|år)(?!\\p{L})',
    '(\\d+|en|ett|två|tre|fyra|fem|några|par|flera) (dag|dagar|vecka|veckor|månad|månader|timme|timmar|minuter|år) sedan',
    '(?<!\\p{L})(några|ett par|flera|a few|several|a couple of|couple of) (dagar|veckor|månader|timmar|days|weeks|months|hours)(?!\\p{L})',
    '(?<!\\p{L})(förra veckan|förra månaden|nyss|precis nu|just nu|alldeles nyss|länge|ett tag|en stund|alltid|i måndags|i tisdags|i onsdags|i torsdags|i fredags|i lördags|i söndags|vet inte|ingen aning|minns inte|oklart|osäker)(?!\\p{L})',
    '(?<!\\p{L})(today|this morning|this afternoon|this evening|tonight|yesterday|last night|last week|last month|the weekend|just now|right now|a while|a long time|ages|always|not sure|don t know|dont know|no idea|can t remember|unsure|since \\p{L}+|for (a|an|\\d+|one|two|three|four|five|a few|few|several|some|a couple of) (minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years)|(a|an|\\d+|one|two|three|a few|few|several|couple of) (minutes|minute|hours|hour|days|day|weeks|week|months|month) ago|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?!\\p{L})',
  ].join('|'),
);

/** How the contractor gets in: keys, being called first, someone at home, codes, times. */
const ACCESS_STRONG = re(
  [
    'huvudnyckel|huvudnyckeln|huvudnycklen|ring(a)? (\\p{L}+ )?(först|innan)|ring på|jag är hemma|är hemma|finns hemma|släpp in|gå in själv|gå in med|lås upp|öppna själv|nyckel (finns|ligger|hos)|portkod|dörrkod|kod \\d+|messa|sms:a|skicka sms|hör av er|kontakta mig',
    'master key|(call|phone|ring) (\\p{L}+ )?(first|before|ahead)|i m (at )?home|i am (at )?home|i ll be (at )?home|someone is (at )?home|let yourself in|let yourselves in|go (in|ahead)|use (the|your) key|door code|entry code|text me|contact me|knock',
  ].join('|'),
);
const ACCESS_WEAK = re(
  '(?<!\\p{L})(nyckel|nyckeln|nycklar|kod|koden|hemma|dörren är öppen|öppet|när som helst|vardagar|kvällar|förmiddag|eftermiddag|efter kl|efter klockan|före kl|mellan \\d+|hund|katt|key|keys|code|home|any ?time|anytime|weekdays|mornings?|afternoons?|evenings?|after \\d+|before \\d+|between \\d+|dog|cat|open|not home|inte hemma|bortrest|away)(?!\\p{L})',
);

/** Priority the reporter asks for in words; "inte akut" is read before "akut". */
const LOW = re(
  'ingen brådska|kan vänta|inte bråttom|inte akut|inte brådskande|ingen fara|inte så viktigt|när ni har tid|när det passar|kosmetisk|no rush|can wait|not urgent|no hurry|low priority|whenever you can|when you have time|not a big deal|cosmetic',
);
const URGENT = re(
  '(?<!\\p{L})(akut|akuta|nödfall|omedelbart|genast|emergency|urgent|immediately|right away|utelåst|locked out|kan inte komma in|can t get in)(?!\\p{L})',
);
const HIGH = re(
  '(?<!\\p{L})(snabbt|snart|i dag|idag|så fort som möjligt|så snart som möjligt|brådskande|bråttom|hög|högt|asap|soon|today|quickly|as soon as possible|high|important|viktigt)(?!\\p{L})',
);
const LOW_ANSWER = re('(?<!\\p{L})(låg|lågt|low)(?!\\p{L})');
const NORMAL = re(
  '(?<!\\p{L})(normal|normalt|vanlig|medel|medium|vet inte|ingen aning|not sure|don t know|no idea)(?!\\p{L})',
);

/** The part of an answer about WHEN (a clause), or undefined when it names no time. */
export function sinceIn(text: string): string | undefined {
  return clauses(text).find((c) => SINCE.test(normalise(c)));
}

/** The part of an answer about ACCESS; `strict` when the answer was not asked for it. */
export function accessIn(text: string, strict = false): string | undefined {
  return clauses(text).find((c) => {
    const t = normalise(c);
    // "This morning" is a time, not when to come: weak access words do not count in a time clause.
    return ACCESS_STRONG.test(t) || (!strict && ACCESS_WEAK.test(t) && !SINCE.test(t));
  });
}

// In a description (not an answer to "how urgent?") "i dag" is a time and "normal" an adjective.
const HIGH_CUE = re(
  '(?<!\\p{L})(snabbt|så fort som möjligt|så snart som möjligt|brådskande|bråttom|asap|quickly|as soon as possible)(?!\\p{L})',
);

/**
 * The priority a text asks for, if it names one. `answer`: the text answers "how urgent?", so
 * "hög", "normal" and "i dag" count; in a description only clear cues do.
 */
export function urgencyIn(text: string, answer = true): Priority | undefined {
  const t = normalise(text);
  if (LOW.test(t) || (answer && LOW_ANSWER.test(t))) return 'Low';
  if (URGENT.test(t)) return 'Urgent';
  if ((answer ? HIGH : HIGH_CUE).test(t)) return 'High';
  if (answer && NORMAL.test(t)) return 'Normal';
  return undefined;
}

/** "Sedan i går. Huvudnyckeln går bra" → two clauses; "sedan i går och ring först" too. */
export function clauses(text: string): string[] {
  return text
    .split(/[.;!?\n]+|,\s+|\s+(?:och|men|and|but)\s+/u)
    .map((c) => c.trim())
    .filter(Boolean);
}
