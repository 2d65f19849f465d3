/**
 * The since-rules made of fixed phrases (parts of today, weeks, months, seasons, vague lengths,
 * events people date a fault by), after the rules of durations-rules.ts.
 */
import {
  AVAILABLE,
  back,
  type Context,
  local,
  PAST_CUE,
  PERFECT,
  type Rule,
  TRAILING_QUAL,
  w,
} from './durations-words';

/** "for days", "i veckor": a since only with a perfect tense ("hasn't worked for weeks"), as in durationRule. */
const lasting = (c: Context, h: number) => (c.intro || PERFECT.test(c.clause) ? h : undefined);
/** A sentence told in the perfect or the past ("har sprayat", "sprayed", "was"). */
const told = (c: Context) => PERFECT.test(`${c.clause} ${c.after}`) || PAST_CUE.test(c.sentence);
export const fixed = (s: string, h: (c: Context) => number | undefined, needsIntro = false): Rule => ({
  re: w(s),
  hours: (_m, c) => (needsIntro && !c.intro ? undefined : h(c)),
});
export const at = (clock: number) => (c: Context) => back(c.now, 0, clock);
/** Days since 1 November etc.: `day` of the current month. */
const monthStart = (c: Context, day: number) => Math.max(1, (local(c.now).date - day) * 24);

export const PHRASE_RULES: Rule[] = [
  // Before "i dag" below, which would otherwise take the end of "sedan natten till i dag" as the morning.
  fixed('natten till i dag|natten till idag|natten mot i dag|natten mot idag', at(2)),
  fixed('the night before last|natten till i gar|natten till igar|i forrnatt|forrnatt', (c) =>
    back(c.now, 1, 2),
  ),
  fixed('natten|the night', at(2), true),
  fixed('tidigt i dag|tidigt idag|early today', at(6.5)),
  // Today's parts of the day.
  fixed(
    'i morse|imorse|i morgse|i morges|imorges|this morning|this mornin|since morning|since this morning|sen morgonen|sedan morgonen|i morse tidigt',
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
  fixed(
    'i natt|inatt|last night|last nite|overnight|during the night|in the night|under natten|igar natt|i gar natt',
    at(2),
  ),
  // Since getting up: the morning, a little before breakfast.
  fixed(
    'sen jag vaknade|sedan jag vaknade|sen jag gick upp|sedan jag steg upp|since i woke up|since i got up',
    at(7),
  ),
  fixed('igarkvell', (c) => back(c.now, 1, 20)),
  // Without article or ending, as in learner's or sign-language Swedish: "sedan vecka", "sedan natt".
  fixed('(?:sedan|sen) vecka', () => 168),
  fixed('(?:sedan|sen) helg', () => 90),
  fixed('(?:sedan|sen) natt', () => 12),
  fixed('(?:sedan|sen) halv timme', () => 0.5),
  fixed('idag morgon|i dag morgon|idag pa morgonen', () => 6),
  fixed('igarmorse', (c) => back(c.now, 1, 8)),
  fixed('igareftermiddag', (c) => back(c.now, 1, 16)),
  // Now: only when it plainly means the moment of writing (bareNow in durations.ts reads a lone "nu").
  fixed(
    'just nu|precis nu|nu precis|typ nu|right now|just now|ahora mismo|happening now|as we speak|alldeles nyss|nyss|a moment ago|moments ago|hela tiden nu|just happened|just started|har precis hent',
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
    'forra veckan|forra vecka|forra vekan|forra v|last week|senaste veckan|the past week|the last week|the week before',
    () => 168,
  ),
  fixed('forrforra veckan|forforra veckan|the week before last', () => 336),
  fixed('the other day|haromdagen|haromdan|harom dagen|harom dan', () => 72),
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
  fixed('i somras|i sommras|last summer|this summer|over the summer|hela sommaren|all summer', () => 3000),
  // "Under hösten har jag sett…", "nån har sprayat … under helgen": told in the perfect or the past.
  ...(
    [
      ['under helgen|over helgen|during the weekend|over helgen', 90],
      ['under sommaren|during the summer', 3000],
      ['under hosten|during the autumn|during the fall', 1800],
      ['under varen|during the spring', 4800],
      ['under vintern|during the winter', 7000],
    ] as const
  ).map(([s, h]) => fixed(s, (c) => (told(c) ? h : undefined))),
  fixed('sommaren|sommar|summer|the summer', () => 3000, true),
  fixed('i hostas|hela hosten|all autumn|all fall|this autumn|this fall', () => 1800),
  fixed('hosten|host|autumn|the autumn|the fall', () => 1800, true),
  fixed('i varas|last spring|this spring', () => 4800),
  fixed('varen|spring|the spring', () => 4800, true),
  fixed('i vintras|forra vintern|last winter|hela vintern', () => 7000),
  fixed('vintern|winter|the winter', () => 7000, true),
  // Half a year has its own word: "i ett halvår", "halvår ungefär".
  fixed(
    `(?:(?:sen|sedan|i|for) )?(?:ett )?halvar(?:et)?(?: (?:sen|sedan|tillbaka|${TRAILING_QUAL}))?`,
    (c) => (/^(?:om|inom|efter|pa|in|within)$/.test(c.before.split(' ').at(-1) ?? '') ? undefined : 4380),
  ),
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
  fixed(
    '(?:(?:den|de) )?(?:senaste|the last|the past|past|last) (?:halvtimmen|half hour|half an hour)',
    () => 0.5,
  ),
  fixed('(?:the )?(?:last|past) fortnight', () => 336),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:veckor|weeks)', (c) => lasting(c, 336)),
  fixed('(?:for|i|in|sen|sedan|since) (?:typ |like |many |flera )?(?:manader|months)', (c) =>
    lasting(c, 2160),
  ),
  // Events people date a fault by without a date.
  fixed(
    '(?:sen|sedan) det blev kall(?:t|are)(?: ute)?|sen kylan kom|sedan kylan kom|since it got cold(?:er)?|since the cold',
    () => 500,
  ),
  fixed(
    '(?:sen|sedan|since) (?:vi|jag|we|i) (?:flyttade|moved)(?: in)?|sen inflyttningen|sedan inflyttningen',
    () => 2000,
  ),
];
