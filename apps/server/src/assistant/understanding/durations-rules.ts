/**
 * The rules `sinceOf` (durations.ts) tries on folded text; each returns hours before the message, or
 * undefined when the words there do not date the fault after all.
 */

import { PHRASE_RULES } from './durations-phrases';
import {
  AGE_OF,
  AVAILABLE,
  alt,
  back,
  type Context,
  DAY,
  daysBackTo,
  EN_DAYS,
  LIVING,
  local,
  MONTHS,
  NAMED,
  NEGATION,
  NUMBER,
  NUMBERS,
  numberOf,
  PART,
  PAST_CUE,
  PERFECT,
  PRESENT_EN,
  partClock,
  QUAL,
  type Rule,
  SINCE_WORDS,
  sinceDay,
  TRAILING_QUAL,
  UNIT,
  unitHours,
  w,
  weekdayOf,
} from './durations-words';

const durationRule: Rule = {
  re: w(
    `(?:(sen|sedan|since|for|i|under|de senaste|senaste|the last|the past|for the last|for the past|last|past|in|pa|efter|om|inom|within|after) )?(?:(?:${QUAL}) )*(${NUMBER})(?: (\\d+))? (${UNIT})(?: (sen|sedan|ago|tillbaka|back|now|nu|already|redan|i rad|in a row|senare|later|away|gammal|gamla|gammalt|old|efter))?(?: (${TRAILING_QUAL}))?`,
  ),
  hours: (m, c) => {
    const [, pre, num, upTo, unit, post, trailingHedge] = m;
    // "efter 2 timmar", "om en halvtimme", "in a day", "10 min senare", "3 år gammal": not since when.
    if (post && /^(senare|later|away|gammal|gamla|gammalt|old|efter)$/.test(post)) return undefined;
    if (pre && /^(efter|om|inom|within|after|in)$/.test(pre)) return undefined;
    // "inte städat på två veckor" is a since; "full på en dag" is a rate.
    if (pre === 'pa' && !NEGATION.test(c.before) && !/hallit|hallt/.test(c.before)) return undefined;
    // "i tre dagar", "for ten minutes" are how long something lasts ("full i flera timmar", "trapped for
    // ten minutes") unless a perfect tense or "nu" ties them to now: "har stått stilla i tre dagar nu".
    const lasting = !pre || /^(i|for|under)$/.test(pre);
    if (
      lasting &&
      !/^(sen|sedan|ago|tillbaka|back|now|nu|already|redan|i rad|in a row)$/.test(post ?? '') &&
      !c.intro &&
      !PERFECT.test(c.clause) &&
      !tiedToNow(c, m[0], pre, trailingHedge, unitHours(unit!))
    )
      return undefined;
    if (LIVING.test(c.before)) return undefined;
    if (/^(ar|year|years)$/.test(unit!) && AGE_OF.test(c.before)) return undefined;
    // "about three minutes to empty", "tar tio minuter att spola": how long something takes.
    if (/^(?:to|att) /.test(c.after)) return undefined;
    const lo = numberOf(num!);
    const n = upTo && Number(upTo) > lo && Number(upTo) < lo * 10 ? (lo + Number(upTo)) / 2 : lo;
    if (!Number.isFinite(n)) return undefined;
    const perUnit = unitHours(unit!);
    return /^(natt|netter|natten|night|nights)$/.test(unit!) ? Math.max(1, n * 24 - 8) : n * perUnit;
  },
};

/**
 * A length with no since-word that still says how long the fault has been there: a perfect tense
 * after it ("Tre veckor har det hållit på"), a hedge and nothing before it ("typ en månad",
 * "halvår ungefär": a length named alone is the fault's age), or an English present tense with
 * "for" ("the radiator is cold for a week", as many write it).
 */
/** How long something takes or lasts is not since when. */
const TAKES = /(?<![\p{L}])(tar|tog|takes|took|take|dröjer|drojer|lasts|varar|needs|behover)(?![\p{L}])/u;
function tiedToNow(
  c: Context,
  match: string,
  pre: string | undefined,
  trailingHedge: string | undefined,
  hours: number,
) {
  // "Tre veckor har det hållit på", "a month it has been": the perfect right after the length.
  // The length opens its clause, so it is not an age ("min dotter (4 år) har låst in sig").
  if (
    !c.clause.trim() &&
    /^(?:(?:det|den|it|that|this) )?(?:har|hade|has|have|had|s been)(?: |$)/.test(c.after)
  )
    return true;
  // "…silverfish. for two weeks", "kall luft, två dagar så": a length of a day or more said alone.
  // Not years: "Min granne, 91 år, ringde" is an age.
  if (c.alone && hours >= 24 && hours < 4380 && !AVAILABLE.test(c.before.split(' ').slice(-2).join(' ')))
    return true;
  const hedged = Boolean(trailingHedge) || new RegExp(`^(?:${QUAL}) `).test(match);
  // Not how long someone is away or at home: "jag är borta typ en vecka".
  // Not how long someone is away, nor how long something takes: "borta typ en vecka", "takes like 5 min".
  if (!pre && hedged)
    return !AVAILABLE.test(c.before.split(' ').slice(-2).join(' ')) && !TAKES.test(c.before);
  // "for an hour", "for ten minutes" tell how long something lasted; a day or more is the fault's age.
  return (
    pre === 'for' &&
    hours >= 24 &&
    PRESENT_EN.test(c.clause) &&
    !/(?<![\p{L}])(was|were)(?![\p{L}])/u.test(c.clause)
  );
}

/** A day (yesterday, a weekday) with an optional part of it: "i söndags kväll", "yesterday arvo", "tuesday night". */
const dayRule: Rule = {
  re: w(
    `(?:(i|on|last|forra|this past|past|typ|like) )?${DAY}(?: (?:pa |i |at |in the |vid |kring |runt |)(${PART}))?(?: (forra veckan|last week))?`,
  ),
  hours: (m, c) => {
    const [, pre, day, part, lastWeek] = m;
    let d: number;
    if (/ga+r|yest|yday/.test(day!)) d = /forr|forg|before/.test(day!) ? 2 : 1;
    else {
      const wd = weekdayOf(day!);
      if (wd < 0) return undefined;
      // A weekday alone is usually a plan ("kom på tisdag", "home friday"); in the past only after
      // "i", a since-word, "förra"/"last", or "on" in a sentence told in the past tense.
      const sv = !EN_DAYS.includes(day!) && /da/.test(day!);
      // English has no "i tisdags": "on Monday" or "Tuesday night" are past only in a past-tense sentence.
      const told = !sv && (pre === 'on' || (!pre && part)) && PAST_CUE.test(c.sentence);
      if (!c.intro && !(pre && /^(i|last|forra|this past|past)$/.test(pre)) && !told) return undefined;
      d = daysBackTo(c.now, wd);
      // "förra tisdagen", "last Tuesday" on a Wednesday: the Tuesday of the week before.
      const inThisWeek = d <= (local(c.now).day + 6) % 7;
      if ((pre === 'forra' || pre === 'last') && inThisWeek) d += 7;
    }
    // On a Wednesday "i onsdags" is already last week's: "i onsdags förra veckan" is the same day.
    if (lastWeek && d < 7) d += 7;
    const clock = part ? partClock(part) : undefined;
    return clock === undefined ? d * 24 : back(c.now, d, clock);
  },
};

const monthRule: Rule = {
  re: w(
    `(?:(i|in|pa) )?(?:(borjan av|borjan pa|slutet av|mitten av|beginning of|start of|the beginning of|the start of|early|late|end of|the end of|mid|the middle of) )?(?<!\\d )(${MONTHS.join('|')})(?! \\d)`,
  ),
  hours: (m, c) => {
    const [, pre, when, name] = m;
    if (!c.intro && !pre) return undefined;
    // "may" is mostly the verb: the month only after a since-word.
    if (name === 'may' && !c.intro) return undefined;
    const mo = MONTHS.findIndex((alts) => alts.split('|').includes(name!));
    const { month } = local(c.now);
    const strong = /^(sen|sedan|since)$/.test(c.intro ?? '');
    // "nu i november" is the present, not a beginning.
    if (mo === month && !strong && !when) return undefined;
    // A month named alone: people mostly mean its first half.
    const day = !when
      ? 10
      : /borjan|beginning|start|early/.test(when)
        ? 2
        : /mid|mitten/.test(when)
          ? 15
          : 25;
    const h = sinceDay(c.now, () => [mo, day]);
    // "i januari", "från januari", "in February" in November are plans; only sen/since reach that far back.
    return h !== undefined && h > 6000 && !strong ? undefined : h;
  },
};

/** "åtta", "eleven": number words that can name an hour (not "en", "a couple"). */
const CLOCK_WORDS = alt(
  ...Object.keys(NUMBERS).filter(
    (k) =>
      NUMBERS[k]! >= 2 &&
      NUMBERS[k]! <= 12 &&
      /^[a-z]{3,}$/.test(k) &&
      !/^(par|couple|nagra|flera|few|several|some)$/.test(k),
  ),
);

/**
 * A clock to the minute standing as when something was found ("Rond kl 02.40 … lukt som ruttna
 * ägg", "noticed it at 13:15", "kl 23.40 i går"): a round's or a report's time, not an opening hour
 * or an appointment. A time later today than the message is one of last evening or night (18 and
 * after), else a plan ("an exam at 16:00").
 */
const PLANNED =
  /(?<![\p{L}])(innan|fore|fram till|until|tills|till|tomorrow|imorgon|morgon|idag|today|bokad|booked|appointment|tid|mote|exam|fran|from|mellan|between|oppnar|stanger|opens|closes|efter|after|by|senast|hemma|home|ledig|free|gap|kommer|come|komma)(?![\p{L}])/u;
function noticedAt(m: RegExpMatchArray, c: Context): boolean {
  if (!m[3] || !/\d[:.]\d\d/.test(c.raw) || m[1]) return false;
  if (PLANNED.test(c.before) || /^(i morgon|imorgon|tomorrow|idag|today|till|to|\d)/.test(c.after))
    return false;
  if (/^\s*[-–]/.test(c.sentence.slice(c.sentence.indexOf(c.raw) + c.raw.length))) return false;
  const h = NUMBERS[m[2]!] ?? Number(m[2]);
  const yesterday = /gar|yesterday|natt|night/.test(`${m[0]} ${c.after}`);
  return yesterday || h <= local(c.now).hour || h >= 18;
}

export const RULES: Rule[] = [
  durationRule,
  dayRule,
  monthRule,
  ...NAMED.map(
    ([s, dayOf]): Rule => ({
      re: w(`(?:(i|last|efter|after) )?(?:${s})`),
      // "i jul" is this coming Christmas; "i julas", "last Christmas", "sen jul" the one before.
      hours: (m, c) => (c.intro || m[1] === 'last' || /as$/.test(m[0]) ? sinceDay(c.now, dayOf) : undefined),
    }),
  ),
  // A clock after a since-word: "sen kl 12", "sedan klockan åtta", "since about 10 this morning", "sedan 13-tiden";
  // or "kl"/"at" with a part of today: "at 6 this morning".
  {
    re: w(
      `(?:${SINCE_WORDS}|kl|klockan|at)(?: (?:${QUAL}|strax efter|strax fore|runt|kring|just after|shortly after|at|kl|klockan|i gar|igar|yesterday))*(?: (halv|half))? (\\d{1,2}|${CLOCK_WORDS})(?: (\\d\\d))?(?: (?:tiden|ish))?(?:\\s*(am|pm|i morse|this morning|in the morning|i gar|igar|yesterday|i natt|last night))?(?! (?:${UNIT}|${MONTHS.join('|')})(?![\\p{L}])| \\d)`,
    ),
    hours: (m, c) => {
      // "kl 13" alone may be an opening hour; after a since-word ("sen när jag kom kl 13",
      // "started when the baby went down at 12") it is when the fault began.
      if (
        (/^(kl|klockan|at) /.test(m[0]) &&
          !/morse|morning/.test(m[4] ?? '') &&
          !c.intro &&
          !noticedAt(m, c)) ||
        AVAILABLE.test(c.before)
      )
        return undefined;
      // "sedan 10/11" is a date (chrono reads it), "sedan 10.30" a clock.
      if (m[3] && !/\d[:.]\d\d/.test(c.raw)) return undefined;
      // "från 4", "from 3": a floor or an opening hour unless it is plainly a clock.
      if (/^(fran|from) /.test(m[0]) && !/ (kl|klockan|at) /.test(m[0]) && !m[4]) return undefined;
      const [, half, hour, minutes, part] = m;
      let h = NUMBERS[hour!] ?? Number(hour);
      if (h > 24) return undefined;
      if (part === 'pm' && h < 12) h += 12;
      // "halv 12" is half past eleven; the British "half 12" half past twelve.
      if (half) h += half === 'halv' ? -0.5 : 0.5;
      const now = local(c.now).hour;
      const days = /gar|yesterday|natt|night/.test(`${m[0]} ${part ?? ''}`) || h > now ? 1 : 0;
      return back(c.now, days, h + Number(minutes ?? 0) / 60);
    },
  },
  ...PHRASE_RULES,
];
