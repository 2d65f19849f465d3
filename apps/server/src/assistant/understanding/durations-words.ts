/**
 * The words the since-rules (durations-rules.ts) are built from, written against folded text: lower
 * case, diacritics dropped, but ä→e so that "är" (is) never reads as "år" (year); punctuation is a space.
 */
export interface Context {
  now: Date;
  /** The since-word that introduces the match ("sen", "since", "från"…), when there is one. */
  intro: string | undefined;
  /** Up to four folded words just before the match. */
  before: string;
  /** The folded sentence up to the match. */
  clause: string;
  /** The match as written. */
  raw: string;
  /** The original sentence the match stands in. */
  sentence: string;
  /** Up to four folded words just after the match, in its sentence. */
  after: string;
  /**
   * The match is its clause on its own, with at most a filler word after it: "i think silverfish.
   * for two weeks", "blåser bara kall luft, två dagar så". A length said alone is the fault's age.
   */
  alone: boolean;
}
export interface Rule {
  re: RegExp;
  hours: (m: RegExpExecArray, c: Context) => number | undefined;
}

/** A pattern between word edges; a space in it matches the several a folded "kl. 11" or "i går, kväll" leaves. */
export const w = (s: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${s.replaceAll(' ', ' +')})(?![\\p{L}\\p{N}])`, 'gu');
export const alt = (...xs: string[]) => xs.sort((a, b) => b.length - a.length).join('|');

// Not "efter"/"after" alone: "kom efter 12", "efter 2 timmar" name no beginning; "efter att ni lagade…" does.
export const SINCE_WORDS = alt(
  'sen',
  'sedan',
  'since',
  // "since" typed as it sounds.
  'sinse',
  'sence',
  'scince',
  'fran',
  'from',
  'ever since',
  'borjade',
  'started',
  'began',
  'efter att',
);
export const NUMBERS: Record<string, number> = {
  en: 1,
  ett: 1,
  a: 1,
  an: 1,
  one: 1,
  nagon: 1,
  nan: 1,
  tva: 2,
  two: 2,
  tre: 3,
  three: 3,
  fyra: 4,
  four: 4,
  fem: 5,
  five: 5,
  sex: 6,
  six: 6,
  sju: 7,
  seven: 7,
  atta: 8,
  eight: 8,
  nio: 9,
  nine: 9,
  tio: 10,
  ten: 10,
  elva: 11,
  eleven: 11,
  tolv: 12,
  twelve: 12,
  tretton: 13,
  thirteen: 13,
  fjorton: 14,
  fourteen: 14,
  femton: 15,
  fifteen: 15,
  tjugo: 20,
  twenty: 20,
  trettio: 30,
  thirty: 30,
  par: 2,
  'ett par': 2,
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  couple: 2,
  nagra: 3,
  'ett antal': 3,
  flera: 3,
  'a few': 3,
  few: 3,
  several: 3,
  some: 3,
  'en halv': 0.5,
  'half an': 0.5,
  // "since half hour", as a learner writes it.
  half: 0.5,
  'a half': 0.5,
};
export const NUMBER = `\\d+(?:[.,]\\d+)?|${alt(...Object.keys(NUMBERS))}`;
export const numberOf = (s: string) => NUMBERS[s] ?? Number(s.replace(',', '.'));
/** Hours per unit; a night is counted from 22:00, so "3 nätter" is 24·3 − 8 hours (see `durationRule`). */
export const UNITS: [string, number][] = [
  ['min|mins|minut|minuter|minuten|minute|minutes', 1 / 60],
  ['kvart|kvarten', 0.25],
  ['halvtimme|halvtimma|halvtimmen', 0.5],
  ['h|tim|timme|timma|timmar|timmen|hour|hours|hrs', 1],
  ['dag|dagar|dar|dgr|dagen|dygn|dygnet|day|days', 24], // "dar": spoken "två dar sen"
  ['natt|netter|natten|night|nights', 24],
  ['vecka|veckor|veckan|veka|vekor|vekan|v|vk|vkr|veckr|week|weeks|wk|wks', 168], // "vekor": as spoken and often typed
  ['fortnight|fortnights', 336],
  ['manad|manader|manaden|month|months', 720],
  ['halvar|halvaret', 4380],
  ['ar|aret|year|years', 8760],
];
export const UNIT = alt(...UNITS.flatMap(([u]) => u.split('|')));
export const unitHours = (u: string) => UNITS.find(([us]) => us.split('|').includes(u))![1];
/** Hedges before a number: "typ 3 dagar", "about a week", "i över en vecka" ("mer än" folds to "mer en"). */
export const QUAL = alt(
  ...'typ|ca|cirka|ungefar|nastan|snart|kanske|over|drygt|knappt|about|around|like|almost|nearly|roughly|more than|mer en|just over'.split(
    '|',
  ),
);
/** Hedges after a length: "halvår ungefär", "two weeks or so". */
export const TRAILING_QUAL = 'ungefar|typ|circa|ca|or so|ish|roughly|about';
/** "t" is what a folded "hasn't", "don't" leave. */
export const NEGATION =
  /(?<![\p{L}])(int|inte|ente|icke|ej|inget|ingen|aldrig|not|no|never|hasnt|havent|didnt|t)(?![\p{L}])/u;
/** A bare duration ("2 timmar") is only a since when a perfect tense carries it ("har hållit på ett par veckor"). */
export const PERFECT =
  /(?<![\p{L}])(har|hade|varit|harvarit|hadevarit|hallit|hallt|been|has|have|had|ve|hasn|haven|hadn|hasnt|havent|hadnt)(?![\p{L}])/u;
/** English present tense that makes "for a week" a since: "the radiator is cold for a week" (said so by many). */
export const PRESENT_EN = /(?<![\p{L}])(is|are|am|s|re|isnt|arent|keeps|still)(?![\p{L}])/u;
/** How long someone lived or worked somewhere is not how long the fault has been there. */
export const LIVING = /(?<![\p{L}])(bo|bor|bott|bodde|lived|live|living|jobbat|worked)(?![\p{L}])/u;
/** A person's age, not the fault's: "pojke ca 10 år", "min son 6 år", "my son 2 years". */
export const AGE_OF =
  /(?<![\p{L}])(pojke|pojken|flicka|flickan|son|sonen|dotter|dottern|barn|barnet|kille|tjej|man|kvinna|dam|boy|girl|kid|child|baby|bebis|mormor|farmor|morfar|farfar|aged|age|ar|am)( (ca|cirka|about|typ|nastan))?$/u;

// Wednesday 14:00 in Stockholm is the corpus's reference; weekdays and clocks count back from `now`.
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hourCycle: 'h23',
});
export const local = (now: Date) => {
  const p = Object.fromEntries(CLOCK.formatToParts(now).map((x) => [x.type, x.value]));
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!);
  return {
    hour: Number(p.hour) + Number(p.minute) / 60,
    day,
    date: Number(p.day),
    month: Number(p.month) - 1,
    year: Number(p.year),
  };
};
/** Hours back to `clock` o'clock, `daysBack` days ago (local time). */
export const back = (now: Date, daysBack: number, clock: number) =>
  Math.max(0.25, daysBack * 24 + local(now).hour - clock);
export const daysBackTo = (now: Date, weekday: number) => (local(now).day - weekday + 7) % 7 || 7;
/** Hours since a calendar day (noon), the most recent one not after now. */
export const sinceDay = (now: Date, dayOf: (year: number) => [number, number] | undefined) => {
  const { year } = local(now);
  for (const y of [year, year - 1]) {
    const day = dayOf(y);
    if (!day) continue;
    const [mo, d] = day;
    const h = (now.getTime() - Date.UTC(y, mo, d, 11)) / 3_600_000;
    if (h >= 0) return h;
  }
  return undefined;
};

export const PARTS: [string, number][] = [
  ['tidigt i morse|early this morning|early morning', 6.5],
  ['morse|morgse|morges|morgon|morgonen|morning|mornin', 8],
  ['frukost|frukosten|frukostrusningen|breakfast', 8],
  ['formiddag|formiddags|formiddagen|forenoon', 10.5],
  ['lunch|lunchen|lunchtid|lunchtime|midday|middag', 12],
  ['eftermiddag|eftermiddags|eftermiddagen|afternoon|arvo', 16],
  ['kvell|kvellen|kvells|evening|ikvell', 20],
  ['natt|natten|nattas|night|nite|inatt', 24],
];
export const PART = alt(...PARTS.flatMap(([p]) => p.split('|')));
export const partClock = (p: string) => PARTS.find(([ps]) => ps.split('|').includes(p))?.[1];
const SV_DAYS = ['son', 'man', 'tis', 'ons', 'tors', 'fre', 'lor'];
export const EN_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const weekdayOf = (s: string) => {
  const en = EN_DAYS.findIndex((d) => s === d || s === d.slice(0, 3) || (s.length >= 3 && d.startsWith(s)));
  if (en >= 0) return en;
  // "mondags": a Monday typed as it sounds in the south.
  return /^mon/.test(s) ? 1 : SV_DAYS.findIndex((d) => s.startsWith(d));
};
/** When the reporter is at home or open is not when the fault began: "hemma hela veckan", "I'm in after 4". */
export const AVAILABLE =
  /(?<![\p{L}])(hemma|hemifran|home|open|oppet|available|ledig|bortrest|bort|er der|im in|m in|away|borta|jobbar|pluggar|working|varje|every|each|alla)(?![\p{L}])/u;
export const PAST_CUE = /\b(\w+ed|was|were|broke|went|came|got|saw|heard|did|had|began|started|stopped)\b/i;
// Not "sat", "sun" for Saturday and Sunday: they are English words too.
// Typed as it sounds or in a hurry: "igåår", "yesterdy", "i söndax".
export const DAY = `(i ga+r|iga+r|yesterda?y|yesteday|yestreday|yesturday|yday|i forrgar|iforrgar|forrgar|i forgar|forgar|day before yesterday|(?:(?:${SV_DAYS.join('|')}|mon)(?:dags|dagen|dag|dax|das|dan|da))|tis|ons|tors|fre|lor|${EN_DAYS.join('|')}|mon|tue|tues|wed|thu|thur|thurs|fri)`;

export const MONTHS = [
  'januari|january|jan',
  'februari|february|feb',
  'mars|march',
  'april|apr',
  'maj|may',
  'juni|june',
  'juli|july',
  'augusti|august|aug',
  'september|sept|sep',
  'oktober|october|okt|oct',
  'november|nov',
  'december|dec',
];

const easter = (y: number): [number, number] => {
  const a = y % 19,
    b = Math.floor(y / 100),
    cc = y % 100,
    d = Math.floor(b / 4),
    e = b % 4;
  const f = Math.floor((b + 8) / 25),
    g = Math.floor((b - f + 1) / 3),
    h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(cc / 4),
    k = cc % 4,
    l = (32 + 2 * e + 2 * i - h - k) % 7,
    mm = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * mm + 114) / 31);
  return [month - 1, ((h + l - 7 * mm + 114) % 31) + 1];
};
/** The first `weekday` on or after day `from` of `month`. */
const firstOnOrAfter = (y: number, month: number, from: number, weekday: number): [number, number] => [
  month,
  from + ((weekday - new Date(Date.UTC(y, month, from)).getUTCDay() + 7) % 7),
];
// Diwali follows the lunar calendar; only the years we know.
export const DIWALI: Record<number, [number, number]> = { 2025: [9, 20], 2026: [10, 8], 2027: [9, 29] };
export const NAMED: [string, (y: number) => [number, number] | undefined][] = [
  ['halloween', () => [9, 31]],
  [
    'allhelgona|allhelgonadagen|allhelgonahelgen|alla helgons dag|all saints|all saints day',
    (y) => firstOnOrAfter(y, 9, 31, 6),
  ],
  ['jul|julen|julas|julafton|christmas|xmas', () => [11, 24]],
  ['nyar|nyaret|new year|new years', () => [0, 1]],
  ['nyarsafton|new years eve', () => [11, 31]],
  ['midsommar|midsommarafton|midsomras|midsummer', (y) => firstOnOrAfter(y, 5, 19, 5)],
  ['pask|pasken|paskas|easter', easter],
  ['diwali', (y) => DIWALI[y]],
  // Summer time ends on the last Sunday of October.
  [
    'the clocks went back|the clocks changed|klockan stelldes om|vi stellde om klockan|vintertid|wintertime|winter time',
    (y) => firstOnOrAfter(y, 9, 25, 0),
  ],
];
