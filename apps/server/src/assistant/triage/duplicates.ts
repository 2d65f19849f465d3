import type { Report } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { normalise } from '../providers/builtin/text';
import { kindOf } from './kinds';
import { type AreaKey, type RoomKey, whereOf } from './where';

export interface DuplicateQuery {
  /** What the reporter describes (their words). */
  text: string;
  kindId?: string;
  room?: RoomKey;
  /** Set for a common area: only property-level reports about the same area count. */
  area?: AreaKey;
}

const STOP = new Set(
  'det den att och som för med inte har till från just också the and with that this from have there into'.split(
    ' ',
  ),
);
const stems = (text: string) =>
  new Set(
    normalise(text)
      .split(' ')
      .filter((w) => w.length >= 4 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

/**
 * The not-closed report that is most likely the same fault: the same kind of fault scores most,
 * then the same room and shared words. None when nothing is clearly the same fault, so a
 * different fault of the same trade ("läckage under diskbänken" against "droppande kran") is not
 * offered as a duplicate when a better one exists, nor at all when it is the only one.
 */
export function bestDuplicate(q: DuplicateQuery, candidates: Report[]): Report | undefined {
  const mine = stems(q.text);
  let best: { report: Report; score: number } | undefined;
  for (const r of candidates) {
    if (r.status === 'Closed') continue;
    const text = `${r.whatBroke} ${r.description}`;
    const where = whereOf(text);
    if (q.area) {
      if (r.premisesId !== null || where.area !== q.area) continue;
    }
    let score = 0;
    const kind = kindOf(r.whatBroke) ?? kindOf(text);
    if (q.kindId && kind?.id === q.kindId) score += 3;
    if (q.room && where.room === q.room) score += 1;
    if (q.room && where.room && where.room !== q.room) score -= 2;
    const theirs = stems(text);
    let shared = 0;
    for (const w of mine) if (theirs.has(w)) shared++;
    score += Math.min(shared, 2);
    if (score < 3) continue;
    if (!best || score > best.score || (score === best.score && r.created > best.report.created))
      best = { report: r, score };
  }
  return best?.report;
}

/** "i dag", "i går", "3 nov." / "today", "yesterday", "3 Nov" (with the year when not this year). */
export function humanDate(iso: string, lang: Locale, now = new Date()): string {
  const d = new Date(iso);
  const day = (x: Date) => Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate());
  const diff = Math.round((day(now) - day(d)) / 86_400_000);
  if (diff === 0) return translate(lang, 'assistant.date.today');
  if (diff === 1) return translate(lang, 'assistant.date.yesterday');
  const months = translate(lang, 'assistant.date.months').split('|');
  const text = `${d.getUTCDate()} ${months[d.getUTCMonth()]}`;
  return d.getUTCFullYear() === now.getUTCFullYear() ? text : `${text} ${d.getUTCFullYear()}`;
}
