import type { Language, Priority, Trade } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import type { HazardKey } from '../../triage/hazards';
import { KINDS } from '../../triage/kinds';
import type { AreaKey, RoomKey } from '../../triage/where';
import { UNKNOWN } from './state';
import { normalise } from './text';

export interface ReportFacts {
  /** What is wrong, in the reporter's words. */
  what: string;
  more: string[];
  room?: RoomKey;
  area?: AreaKey;
  placeLabel: string;
  since?: string;
  access?: string;
  /** The reporter's own words about urgency. */
  urgency?: string;
  hazards: HazardKey[];
  kindId?: string;
  trade: Trade;
  priority: Priority;
  /** The language the reporter writes in: their words make a title only in the report language. */
  reporterLang: Locale;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const sentence = (s: string) => {
  const t = oneLine(s).replace(/[.!]+$/, '');
  return t ? `${capital(t)}.` : '';
};

/** "i köket" / "in the stairwell" for the room or common area, or "". */
export function whereWords(lang: Locale, room?: RoomKey, area?: AreaKey): string {
  const key = area ?? room;
  return key ? translate(lang, `assistant.in.${key}`) : '';
}

/**
 * A short natural title in the report language: the kind of fault and where ("Droppande kran i
 * köket", "Dripping tap in the kitchen"), never the trade as a prefix. A fault of no known kind
 * keeps the reporter's first words when they wrote in the report language, else a plain
 * "Elfel i köket".
 */
export function titleOf(
  lang: Language,
  f: Pick<ReportFacts, 'what' | 'room' | 'area' | 'kindId' | 'trade' | 'reporterLang'>,
): string {
  const placed = KINDS.find((k) => k.id === f.kindId)?.placed ?? false;
  const where = placed ? '' : whereWords(lang, f.room, f.area);
  let what: string;
  if (f.kindId) what = translate(lang, `assistant.kinds.${f.kindId}`);
  else if (f.reporterLang === lang && f.what.trim()) {
    // The reporter's first clause already says where: no second place after it.
    const first = oneLine(f.what.split(/[.!?\n]/)[0] ?? f.what).replace(/[,;:]+$/, '');
    return clip(capital(first), 80);
  } else what = translate(lang, `assistant.tradeTitle.${f.trade}`);
  return clip(where ? `${what} ${where}` : what, 120);
}

const SINCE_VALUES: [string, RegExp][] = [
  ['unknown', /^(\?|vet inte|ingen aning|minns inte|oklart|don t know|dont know|no idea|not sure|unknown)$/],
  ['today', /^(sedan )?(i dag|idag|today|since today)$/],
  ['yesterday', /^(sedan )?(i går|igår|yesterday|since yesterday)$/],
  ['thisMorning', /^(sedan )?(i morse|imorse|this morning|since this morning)$/],
  ['lastNight', /^(sedan )?(i natt|inatt|last night|since last night)$/],
  ['fewDays', /^(i |for )?(några dagar|ett par dagar|a few days|few days|a couple of days)( sedan| ago)?$/],
  ['weeks', /^(i |for )?(ett par veckor|några veckor|a couple of weeks|a few weeks)( sedan| ago)?$/],
  ['now', /^(nyss|just nu|precis nu|just now|right now)$/],
];
const ACCESS_VALUES: [string, RegExp][] = [
  [
    'masterKey',
    /^(huvudnyckel|huvudnyckeln|huvudnyckel går bra|använd huvudnyckel|master key|the master key is fine|use the master key|master key is fine)$/,
  ],
  ['callFirst', /^(ring (mig )?först|ring innan|call (me )?first|call me before)$/],
  ['atHome', /^(jag är hemma|i m at home|i am at home|i m home|i am home)$/],
];

/** A chip's answer in the report language ("I går" → "yesterday"); other words as written. */
export function answerText(
  lang: Language,
  kind: 'sinceValue' | 'accessValue',
  text: string | undefined,
): string {
  if (!text) return translate(lang, `assistant.report.${kind}.${kind === 'sinceValue' ? 'unknown' : 'none'}`);
  const t = text === UNKNOWN ? '?' : normalise(text);
  for (const [key, re] of kind === 'sinceValue' ? SINCE_VALUES : ACCESS_VALUES)
    if (re.test(t)) return translate(lang, `assistant.report.${kind}.${key}`);
  return oneLine(text);
}

/**
 * The report as a manager wants to read it, in the REPORT language (the organisation's): a short
 * title, a structured description (what, where, since when, why urgent) and the access. The
 * reporter's own words stand where only they can say it; chip answers are written out.
 */
export function writeReport(lang: Language, f: ReportFacts) {
  const t = (key: string, vars?: Record<string, string>) => translate(lang, `assistant.report.${key}`, vars);
  const priorityLabel = translate(lang, `enums.priority.${f.priority}`);
  const reason = f.hazards.length
    ? t('hazardReason', {
        hazard: f.hazards
          .map((h) => translate(lang, `assistant.kinds.${hazardKind(h)}`).toLowerCase())
          .join(', '),
      })
    : f.urgency
      ? t('reporterSaid', { words: oneLine(f.urgency) })
      : t('estimated');
  const lines = [
    `${t('what')}: ${sentence(f.what)}`,
    ...(f.more.length ? [`${t('more')}: ${f.more.map(sentence).join(' ')}`] : []),
    `${t('place')}: ${placeLine(lang, f)}`,
    `${t('since')}: ${answerText(lang, 'sinceValue', f.since)}`,
    `${t('urgency')}: ${priorityLabel} – ${reason}`,
    '',
    t('source'),
  ];
  return {
    whatBroke: titleOf(lang, f),
    description: clip(lines.join('\n'), 10000),
    // A field of its own, never in the description the marketplace reads (docs/PRODUCT.md
    // "Who reads which field"); none when the reporter did not say.
    access: f.access && f.access !== UNKNOWN ? clip(answerText(lang, 'accessValue', f.access), 500) : null,
    trade: f.trade,
    priority: f.priority,
  };
}

/** "Kvarngatan 7, Uppsala – Lgh 1101, köket" / "Kvarngatan 7, Uppsala, trapphuset". */
export function placeLine(lang: Locale, f: Pick<ReportFacts, 'placeLabel' | 'room' | 'area'>): string {
  const key = f.area ?? f.room;
  return key ? `${f.placeLabel}, ${translate(lang, `assistant.where.${key}`)}` : f.placeLabel;
}

/** The note added to an open report when the reporter chooses that over a new one. */
export function writeNote(lang: Language, f: ReportFacts) {
  const t = (key: string) => translate(lang, `assistant.report.${key}`);
  const lines = [t('note'), `${t('what')}: ${sentence(f.what)}`];
  if (f.more.length) lines.push(`${t('more')}: ${f.more.map(sentence).join(' ')}`);
  if (f.since) lines.push(`${t('since')}: ${answerText(lang, 'sinceValue', f.since)}`);
  if (f.access) lines.push(`${t('access')}: ${answerText(lang, 'accessValue', f.access)}`);
  return clip(lines.join('\n'), 4000);
}

/** The fault kind whose title names a hazard, for the "why urgent" line. */
function hazardKind(h: HazardKey): string {
  const kinds: Record<HazardKey, string> = {
    gas: 'gas',
    carbonMonoxide: 'carbonMonoxide',
    fire: 'fire',
    sparks: 'sparks',
    water: 'waterLeak',
    sewage: 'sewage',
    noHeat: 'noHeat',
    liftStuck: 'liftStuck',
    lockedIn: 'lockedIn',
    doorLock: 'doorLock',
    glass: 'windowBroken',
    entranceFall: 'fallen',
  };
  return kinds[h];
}
