import { createRequire } from 'node:module';
import type * as Chrono from 'chrono-node';
import { RULES } from './durations-rules';
import { type Context, local, SINCE_WORDS } from './durations-words';

/**
 * Since when a fault has been there, in hours before the message, from the words people use:
 * "typ två dagar", "sen i måndags", "i morse", "about a week", "ten minutes ago", "just nu", "sedan vi
 * flyttade in i augusti", "sen kl 12", "since Halloween". The patterns live in durations-rules.ts;
 * chrono-node reads written dates ("since 3 November", "sedan 12/11") after a since-word.
 *
 * Text that names no beginning gives undefined, also "nu är kranen trasig": a bare "nu" only counts
 * beside something happening ("det rinner nu"), as it otherwise just means "now, in this situation".
 */
export interface Since {
  /** The words as the reporter wrote them. */
  phrase: string;
  hours: number;
}

/** One character for one character, so positions stay those of the original: å→a, ö→o, but ä→e
 * ("är" is not "år"); anything but letters and digits becomes a space. */
const foldChars = (text: string) =>
  Array.from(text, (ch) => {
    const lower = ch.toLowerCase();
    if (lower === 'ä' || lower === 'æ') return 'e';
    const f = lower.normalize('NFKD').replace(/\p{M}/gu, '');
    // An emoji is two UTF-16 units: two spaces keep the positions after it.
    return f.length === 1 && ch.length === 1 && /[\p{L}\p{N}]/u.test(f) ? f : ' '.repeat(ch.length);
  }).join('');

/** A since-word up to five words before a phrase: "sen ni bytte toaletten i oktober", "since the storm last week". */
// The nearest preposition: "luktar från golvbrunnen sen i går" is introduced by "sen", not by
// "från"; a verb ("started", "började") within an earlier since-word's reach is part of its phrase
// ("since the cold started last week").
const FIRST_INTRO = new RegExp(`(?<![\\p{L}\\p{N}])((${SINCE_WORDS})(?: +[\\p{L}\\p{N}]+){0,5} *)$`, 'u');
const VERB_INTRO = /^(borjade|started|began|efter att)$/;
const NEAREST_INTRO = new RegExp(
  `^(?:[\\s\\S]*(?<![\\p{L}\\p{N}]|ever ))?((${SINCE_WORDS})(?: +[\\p{L}\\p{N}]+){0,5} *)$`,
  'u',
);
/** What may follow a length that stands alone in its clause: "två dagar så", "for one month like this". */
const FILLER =
  /^(?:(?:sa|nu|redan|ungefer|typ|now|already|so|or so|like this|like that|about|ish|roughly)(?: |$))*$/;
/** Clause edges for a length said on its own: sentence ends, commas and emoji ("lampan 🤢 i 3 månader"). */
const CLAUSE_EDGE = /[.!?\n,;:]|\p{Extended_Pictographic}/u;
/** Sentence ends: a since-word in an earlier sentence introduces nothing here. */
const SENTENCE_END = /[.!?\n]/;
/** Words after which "nu"/"now" means "at the moment of writing": the fault is happening, or began ("började nu"). */
const HAPPENING =
  /(?<![\p{L}])(rinner|lecker|forsar|sprutar|svemmar|bubblar|kommer|droppar|brinner|ryker|gnistrar|pyser|luktar|lukta|stinker|stannat|stannade|spruta|piper|tjuter|sitter fast|fast i|borjade|hende|runs|running|leaking|pouring|flooding|coming|dripping|burning|smoking|sparking|stuck|beeping|started|began|happened)(?![\p{L}])/u;

interface Hit extends Since {
  start: number;
  end: number;
  introduced: boolean;
}

/** The beginning the text names, or undefined when it names none. `now`: when the text was written. */
export function sinceOf(text: string, now = new Date()): Since | undefined {
  const folded = foldChars(text);
  const hits: Hit[] = [];
  for (const rule of RULES) {
    for (const m of folded.matchAll(rule.re)) {
      const hit = judge(text, folded, now, m.index, m[0].trimEnd().length, (c) => rule.hours(m, c));
      if (hit) hits.push(hit);
    }
  }
  const nowHit = bareNow(text, folded);
  if (nowHit) hits.push(nowHit);
  // One introduced by a since-word wins over the others ("jag är 84 år … sen i fredags"); then the
  // first; at one start, the longest ("sen i tisdags förra veckan" over "sen i tisdags"). "Now" words
  // yield to a real beginning: "precis när jag kom hem … det började under natten".
  hits.sort(
    (a, b) =>
      Number(b.introduced) - Number(a.introduced) ||
      Number(a.hours === 0) - Number(b.hours === 0) ||
      a.start - b.start ||
      b.end - a.end,
  );
  const best = hits[0] ?? chronoHit(text, folded, now);
  return best && { phrase: best.phrase, hours: round(best.hours) };
}

function judge(
  text: string,
  folded: string,
  now: Date,
  index: number,
  length: number,
  hoursOf: (c: Context) => number | undefined,
): Hit | undefined {
  const own = new RegExp(`^(?:${SINCE_WORDS}) `).exec(folded.slice(index, index + length));
  const before = folded.slice(Math.max(0, index - 60), index);
  const nearest = own ? undefined : NEAREST_INTRO.exec(before);
  const lead = nearest && VERB_INTRO.test(nearest[2]!) ? (FIRST_INTRO.exec(before) ?? nearest) : nearest;
  const leadStart = lead ? index - lead[1]!.length : index;
  // A since-word introduces nothing past a sentence end or comma: "sedan en vecka, värst på morgonen".
  const crosses = lead && /[.!?\n,;]/.test(text.slice(leadStart, index));
  const intro = own?.[0].trim() ?? (lead && !crosses ? lead[2] : undefined);
  const sentenceStart = Math.max(...['.', '!', '?', '\n'].map((p) => text.lastIndexOf(p, index - 1))) + 1;
  const rest = text.slice(index).search(SENTENCE_END);
  const context: Context = {
    now,
    intro,
    before: folded
      .slice(Math.max(0, index - 40), index)
      .trim()
      .split(/ +/)
      .slice(-4)
      .join(' '),
    clause: folded.slice(sentenceStart, index),
    raw: text.slice(index, index + length),
    sentence: text.slice(sentenceStart, rest < 0 ? text.length : index + rest),
    after: folded
      .slice(index + length, rest < 0 ? text.length : index + rest)
      .trim()
      .split(/ +/)
      .slice(0, 4)
      .join(' '),
    alone: standsAlone(text, folded, index, length),
  };
  // A phrase never runs over a sentence end ("port 14. min mamma" is no "14 min"); "kl. 18" is no end.
  if (/(?<!\bkl)[.!?;]\s|\n/i.test(context.raw)) return undefined;
  const hours = hoursOf(context);
  if (hours === undefined || !Number.isFinite(hours) || hours < 0) return undefined;
  // "för en timme sen", "two days ago" are as plain as a since-word.
  const agoLike = /(?:sen|sedan|ago|tillbaka|back)$/.test(folded.slice(index, index + length));
  const from = intro && lead ? leadStart : index;
  return {
    phrase: text.slice(from, index + length).trim(),
    hours,
    start: from,
    end: index + length,
    introduced: Boolean(intro) || agoLike,
  };
}

function standsAlone(text: string, folded: string, index: number, length: number): boolean {
  const edge = Math.max(...[...text.slice(0, index)].map((ch, i) => (CLAUSE_EDGE.test(ch) ? i : -1)));
  if (folded.slice(edge + 1, index).trim()) return false;
  const rest = text.slice(index + length).search(CLAUSE_EDGE);
  return FILLER.test(folded.slice(index + length, rest < 0 ? text.length : index + length + rest).trim());
}

/** "det rinner nu", "NU kommer vattnet": "nu"/"now" within four words of something happening, not negated. */
/** "… hink full redan. NU", "nu nu nu": a "now" that is a sentence of its own says it is happening. */
function aloneAsSentence(text: string, index: number): boolean {
  const start = Math.max(...['.', '!', '?', '\n'].map((p) => text.lastIndexOf(p, index - 1))) + 1;
  const end = text.slice(index).search(/[.?\n]/);
  const sentence = text.slice(start, end < 0 ? text.length : index + end);
  return /^\s*((nu|now)[\s!]*)+$/iu.test(sentence);
}

function bareNow(text: string, folded: string): Hit | undefined {
  for (const m of folded.matchAll(/(?<![\p{L}\p{N}])(nu|now)(?![\p{L}\p{N}])/gu)) {
    const around = `${folded
      .slice(Math.max(0, m.index - 40), m.index)
      .trim()
      .split(/ +/)
      .slice(-4)
      .join(' ')} ${folded
      .slice(m.index + m[0].length, m.index + 42)
      .trim()
      .split(/ +/)
      .slice(0, 4)
      .join(' ')}`;
    if (
      (HAPPENING.test(around) && !/(?<![\p{L}])(inget|ingen|inte|int|not|no)(?![\p{L}])/u.test(around)) ||
      aloneAsSentence(text, m.index)
    )
      return {
        phrase: text.slice(m.index, m.index + m[0].length),
        hours: 0,
        start: m.index,
        end: m.index + m[0].length,
        introduced: false,
      };
  }
  return undefined;
}

// chrono-node takes most of a second to import, and only a written date after a since-word needs
// it: loaded then, synchronously (its CommonJS build, the same code as its ES one).
const require = createRequire(import.meta.url);
let loaded: typeof Chrono | undefined;
const SINCE_ANYWHERE = new RegExp(SINCE_WORDS);
const chronoNode = () => (loaded ??= require('chrono-node') as typeof Chrono);

/** A written date after a since-word ("since 3 November", "sedan den 12/11"); not "at 10%" or "18/11" alone. */
function chronoHit(text: string, folded: string, now: Date): Hit | undefined {
  // Every date kept below follows a since-word: without one anywhere, chrono need not load.
  if (!SINCE_ANYWHERE.test(folded)) return undefined;
  // Dates are read in Stockholm time whatever the server's zone: the offset there, in minutes.
  const { hour } = local(now);
  const timezone = Math.round(((hour - now.getUTCHours() - now.getUTCMinutes() / 60 + 36) % 24) - 12) * 60;
  const hits: Hit[] = [];
  const chrono = chronoNode();
  for (const [lang, parser] of [
    ['en', chrono.en.casual],
    ['sv', chrono.sv.casual],
  ] as const) {
    for (const r of parser.parse(text, { instant: now, timezone }, { forwardDate: false })) {
      const lead = new RegExp(`(?:${SINCE_WORDS})(?: +(?:den|the|on|i|typ|about|around))? *$`).exec(
        folded.slice(Math.max(0, r.index - 30), r.index),
      );
      // A written date, not "now" or "today" (the rules read those), nor a range ("från 20 december till 6 januari").
      if (!lead || r.end || !/\d|jan|feb|mar|apr|ma[jy]|jun|jul|aug|sep|o[ck]t|nov|dec/i.test(r.text))
        continue;
      const hours = (now.getTime() - r.start.date().getTime()) / 3_600_000;
      if (hours < 0) continue;
      const start = r.index - lead[0].length;
      const end = r.index + r.text.length;
      // "sedan 10/11" is the 10th of November, "since 10/11" may be October: the since-word's language decides.
      const swedish = /^(sen|sedan|fran|borjade|efter att)/.test(lead[0]);
      hits.push({
        phrase: text.slice(start, end),
        hours,
        start,
        end,
        introduced: swedish === (lang === 'sv'),
      });
    }
  }
  return hits.sort((x, y) => Number(y.introduced) - Number(x.introduced))[0];
}

const round = (h: number) => Math.round(h * 100) / 100;
