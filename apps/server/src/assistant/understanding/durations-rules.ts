/**
 * The rules `sinceOf` (durations.ts) tries on folded text; each returns hours before the message, or
 * undefined when the words there do not date the fault after all.
 */
import {
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
  partClock,
  QUAL,
  type Rule,
  SINCE_WORDS,
  sinceDay,
  UNIT,
  unitHours,
  w,
  weekdayOf,
} from './durations-words';

const durationRule: Rule = {
  re: w(
    `(?:(sen|sedan|since|for|i|under|de senaste|senaste|the last|the past|for the last|for the past|last|past|in|pa|efter|om|inom|within|after) )?(?:(?:${QUAL}) )*(${NUMBER})(?: (\\d+))? (${UNIT})(?: (sen|sedan|ago|tillbaka|back|now|nu|i rad|in a row|senare|later|away|gammal|gamla|gammalt|old|efter))?`,
  ),
  hours: (m, c) => {
    const [, pre, num, upTo, unit, post] = m;
    // "efter 2 timmar", "om en halvtimme", "in a day", "10 min senare", "3 år gammal": not since when.
    if (post && /^(senare|later|away|gammal|gamla|gammalt|old|efter)$/.test(post)) return undefined;
    if (pre && /^(efter|om|inom|within|after|in)$/.test(pre)) return undefined;
    // "inte städat på två veckor" is a since; "full på en dag" is a rate.
    if (pre === 'pa' && !NEGATION.test(c.before) && !/hallit/.test(c.before)) return undefined;
    // "i tre dagar", "for ten minutes" are how long something lasts ("full i flera timmar", "trapped for
    // ten minutes") unless a perfect tense or "nu" ties them to now: "har stått stilla i tre dagar nu".
    const lasting = !pre || /^(i|for|under)$/.test(pre);
    if (
      lasting &&
      !/^(sen|sedan|ago|tillbaka|back|now|nu|i rad|in a row)$/.test(post ?? '') &&
      !c.intro &&
      !PERFECT.test(c.clause)
    )
      return undefined;
    if (LIVING.test(c.before)) return undefined;
    const lo = numberOf(num!);
    const n = upTo && Number(upTo) > lo && Number(upTo) < lo * 10 ? (lo + Number(upTo)) / 2 : lo;
    if (!Number.isFinite(n)) return undefined;
    const perUnit = unitHours(unit!);
    return /^(natt|netter|natten|night|nights)$/.test(unit!) ? Math.max(1, n * 24 - 8) : n * perUnit;
  },
};

/** A day (yesterday, a weekday) with an optional part of it: "i söndags kväll", "yesterday arvo", "tuesday night". */
const dayRule: Rule = {
  re: w(
    `(?:(i|on|last|forra|this past|past|typ|like) )?${DAY}(?: (?:pa |i |at |in the |vid |kring |runt |)(${PART}))?(?: (forra veckan|last week))?`,
  ),
  hours: (m, c) => {
    const [, pre, day, part, lastWeek] = m;
    let d: number;
    if (/gar|yesterday|yday/.test(day!)) d = /forr|before/.test(day!) ? 2 : 1;
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
    if (lastWeek) d += 7;
    const clock = part ? partClock(part) : undefined;
    return clock === undefined ? d * 24 : back(c.now, d, clock);
  },
};

/** "for days", "i veckor": a since only with a perfect tense ("hasn't worked for weeks"), as in durationRule. */
const lasting = (c: Context, h: number) => (c.intro || PERFECT.test(c.clause) ? h : undefined);
const fixed = (s: string, h: (c: Context) => number | undefined, needsIntro = false): Rule => ({
  re: w(s),
  hours: (_m, c) => (needsIntro && !c.intro ? undefined : h(c)),
});
const at = (clock: number) => (c: Context) => back(c.now, 0, clock);
/** Days since 1 November etc.: `day` of the current month. */
const monthStart = (c: Context, day: number) => Math.max(1, (local(c.now).date - day) * 24);

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
      `(?:${SINCE_WORDS}|kl|klockan|at)(?: (?:${QUAL}|strax efter|strax fore|runt|kring|just after|shortly after|at|kl|klockan|i gar|igar|yesterday))* (\\d{1,2}|${CLOCK_WORDS})(?: (\\d\\d))?(?: (?:tiden|ish))?(?:\\s*(am|pm|i morse|this morning|in the morning|i gar|igar|yesterday|i natt|last night))?(?! (?:${UNIT}|${MONTHS.join('|')})(?![\\p{L}])| \\d)`,
    ),
    hours: (m, c) => {
      if ((/^(kl|klockan|at) /.test(m[0]) && !/morse|morning/.test(m[3] ?? '')) || AVAILABLE.test(c.before))
        return undefined;
      // "sedan 10/11" is a date (chrono reads it), "sedan 10.30" a clock.
      if (m[2] && !/\d[:.]\d\d/.test(c.raw)) return undefined;
      // "från 4", "from 3": a floor or an opening hour unless it is plainly a clock.
      if (/^(fran|from) /.test(m[0]) && !/ (kl|klockan|at) /.test(m[0]) && !m[3]) return undefined;
      let h = NUMBERS[m[1]!] ?? Number(m[1]);
      if (h > 24) return undefined;
      if (m[3] === 'pm' && h < 12) h += 12;
      const now = local(c.now).hour;
      const days = /gar|yesterday|natt|night/.test(`${m[0]} ${m[3] ?? ''}`) || h > now ? 1 : 0;
      return back(c.now, days, h + Number(m[2] ?? 0) / 60);
    },
  },
  // Today's parts of the day.
  fixed(
    'i morse|imorse|i morgse|i morges|imorges|this morning|since morning|since this morning|sen morgonen|sedan morgonen|i morse tidigt',
    at(8),
  ),
  fixed('tidigt i morse|early this morning', at(6.5)),
  fixed('i formiddags|i formiddag|imorse formiddag|earlier today|tidigare idag|tidigare i dag', at(10.5)),
  // Meals and "morning" name a time only after a since-word ("sen lunch"; not "kom efter lunch").
  fixed('lunch|lunchen|lunchtid|lunchtime', at(12), true),
  fixed(
    'frukost|frukosten|frukostrusningen|breakfast|morgonen|morning|morse',
    (c) => (AVAILABLE.test(c.before) ? undefined : back(c.now, 0, 8)),
    true,
  ),
  fixed('i eftermiddag|i eftermiddags|this afternoon|this arvo', at(13)),
  // "idag" alone is mostly a wish ("kom idag"); "från idag", "since today" date the fault.
  fixed('i dag|idag|today', at(9), true),
  fixed('midnatt|midnight', at(0), true),
  // Not "natten" alone: "hela natten", "på natten" are habits ("bubblar hela natten").
  fixed('i natt|inatt|last night|overnight|during the night|under natten|igar natt|i gar natt', at(2)),
  fixed('igarkvell', (c) => back(c.now, 1, 20)),
  fixed('igarmorse', (c) => back(c.now, 1, 8)),
  fixed('igareftermiddag', (c) => back(c.now, 1, 16)),
  // Now: only when it plainly means the moment of writing (bareNow in durations.ts reads a lone "nu").
  fixed(
    'just nu|precis nu|nu precis|typ nu|right now|just now|happening now|as we speak|alldeles nyss|nyss|a moment ago|moments ago|hela tiden nu',
    () => 0,
  ),
  // "jag fick precis en stöt" (just now), but not "precis vid ingången", "precis som förut" (place, manner).
  fixed(
    'precis(?! (?:vid|ovanfor|bredvid|under|over|framfor|bakom|intill|utanfor|innanfor|mittemot|der|her|som|sa|lika|hem|nu))',
    () => 0,
  ),
  // Weeks and weekends.
  fixed(
    'i helgen|i helga|over the weekend|this weekend|last weekend|hela helgen|all weekend|sometime over the weekend',
    () => 90,
  ),
  fixed('(?<!forra )(?:helgen|helga)|weekend|the weekend', () => 90, true),
  fixed('forra helgen|helgen innan', () => 250),
  fixed(
    'forra veckan|forra vecka|last week|senaste veckan|the past week|the last week|the week before',
    () => 168,
  ),
  fixed('borjan av veckan|borjan pa veckan|beginning of the week|start of the week|early this week', (c) =>
    back(c.now, (local(c.now).day + 6) % 7, 8),
  ),
  fixed('hela veckan|all week', (c) =>
    AVAILABLE.test(c.before) ? undefined : back(c.now, (local(c.now).day + 6) % 7, 8),
  ),
  // Months, years, seasons.
  fixed('forra manaden|forra manad|last month|senaste manaden|the past month', () => 720),
  fixed(
    'borjan av manaden|borjan pa manaden|beginning of the month|start of the month|early this month',
    (c) => monthStart(c, 1),
  ),
  fixed('forra aret|last year|i fjol|ifjol', () => 8760),
  fixed('i somras|last summer|this summer|over the summer|hela sommaren|all summer', () => 3000),
  fixed('sommaren|sommar|summer|the summer', () => 3000, true),
  fixed('i hostas|hela hosten|all autumn|all fall|this autumn|this fall', () => 1800),
  fixed('hosten|host|autumn|the autumn|the fall', () => 1800, true),
  fixed('i varas|last spring|this spring', () => 4800),
  fixed('varen|spring|the spring', () => 4800, true),
  fixed('i vintras|forra vintern|last winter|hela vintern', () => 7000),
  fixed('vintern|winter|the winter', () => 7000, true),
  // Vague lengths: a while is weeks, "länge" a month; "en stund" minutes.
  {
    re: w('(for |sen |sedan )?(?:en stund|nagon stund|a little while)( sen| sedan| ago)?'),
    hours: (m, c) => (c.intro || m[1] || m[2] || PERFECT.test(c.before) ? 0.5 : undefined),
  },
  fixed(
    '(?:for |sen |sedan |i )?(?:ett tag|ett bra tag|a while|quite a while|a good while)(?: sen| sedan| ago| tillbaka| back| now| nu)?',
    (c) => (c.intro || PERFECT.test(c.before) ? 336 : undefined),
  ),
  // "länge" folds to "lenge" (ä→e).
  fixed(
    '(?:sen |sedan )lenge|lenge sen|lengesen|lenge sedan|for ages|in ages|for a long time|a long time|i evigheter|i en evighet|ages ago|a long time ago',
    () => 720,
  ),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:timmar|hours)', (c) => lasting(c, 3)),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:dagar|days)', (c) => lasting(c, 72)),
  fixed('(?:senaste|the last|the past|past) (?:timmen|hour)', () => 1),
  fixed('(?:senaste|the last|the past|past) (?:dygnet|day)', () => 24),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:veckor|weeks)', (c) => lasting(c, 336)),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:manader|months)', (c) =>
    lasting(c, 2160),
  ),
  // Events people date a fault by without a date.
  fixed(
    'sen det blev kallt(?: ute)?|sedan det blev kallt(?: ute)?|sen kylan kom|sedan kylan kom|since it got cold|since the cold',
    () => 500,
  ),
  fixed(
    '(?:sen|sedan|since) (?:vi|jag|we|i) (?:flyttade|moved)(?: in)?|sen inflyttningen|sedan inflyttningen',
    () => 2000,
  ),
];
