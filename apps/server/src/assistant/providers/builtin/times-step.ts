import type { TimeOfferUpdate } from '@app/contract';
import type { Ctx } from './context';
import type { InterviewState } from './state';
import { normalise } from './text';

/**
 * Words that say when a visit suits (docs/decisions/0048): days, parts of the day, clock times
 * and "any time", whole words only ("måndags" is when it began, not when to come).
 */
const WHEN = new RegExp(
  `(?<!\\p{L})(${[
    'vardag(ar|en)?',
    'helg(er|en|ar)?',
    '(för|efter)middag(ar|en)?',
    'kväll(ar|en)?',
    'morgnar',
    '(mån|tis|ons|tors|fre|lör|sön)dag(ar|en)?',
    '(efter|före|mellan|från|kl) (kl )?\\d{1,2}',
    'när som helst',
    'weekdays?',
    'weekends?',
    'mornings?',
    '(after)?noons?',
    'evenings?',
    '(mon|tues|wednes|thurs|fri|satur|sun)days?',
    '(after|before|between|from) \\d{1,2}',
    'any ?time',
  ].join('|')})(?!\\p{L})`,
  'u',
);
const ANY_TIME = /(?<!\p{L})(när som helst|any ?time)(?!\p{L})/u;
const MASTER_KEY = /huvudnyckel|master ?key/u;
/** A yes before the times ("ja, vardagar efter 16") is the answer to the summary, not part of them. */
const LEADING_YES = /^\s*(ja|jo|japp|okej|ok|yes|yep|sure)\b[\s,.!:–-]*/iu;
const CHANGE = /^(ändra|change|edit|rätta)/i;

/** Come any time with the master key, said in words (in an answer or the access given). */
const anyTimeWithKey = (text: string) => {
  const t = normalise(text);
  return ANY_TIME.test(t) && MASTER_KEY.test(t);
};

/**
 * The times an answer to the summary offers, or none: "vardagar efter 16" is kept as said (the
 * free-text part); "när som helst, huvudnyckel går bra" sets "any time with the master key".
 */
export function timesIn(text: string): InterviewState['times'] {
  if (CHANGE.test(text.trim()) || !WHEN.test(normalise(text))) return undefined;
  if (anyTimeWithKey(text)) return { anyTime: true };
  const note = text.replace(LEADING_YES, '').trim().slice(0, 200);
  return note ? { note } : undefined;
}

/**
 * The summary's optional question, asked once and only for the reporter's own premises (a common
 * area needs no one at home): times that suit may be given in words, or the report filed as is.
 */
export function askTimesOnce(ctx: Ctx) {
  const { st } = ctx;
  if (st.times) ctx.say('timesNoted', { times: timesLine(ctx) });
  if (st.timesAsked || st.area) return false;
  st.timesAsked = true;
  ctx.say('askTimes');
  return true;
}

function timesLine(ctx: Ctx): string {
  const { times } = ctx.st;
  return times?.anyTime ? ctx.t('bot.timesAnyTime') : (times?.note ?? '');
}

/** What the report is filed with: the times given, or "any time with the master key" said as the access. */
export function filedTimes(st: InterviewState): TimeOfferUpdate | undefined {
  if (st.times) return { windows: [], note: st.times.note, anyTime: st.times.anyTime ?? false };
  if (!st.area && st.access && anyTimeWithKey(st.access)) return { windows: [], anyTime: true };
  return undefined;
}
