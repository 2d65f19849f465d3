import { classifyTrade } from '../providers/builtin/classify';
import { urgencyIn } from '../triage/details';
import { detectHazards } from '../triage/hazards';
import { kindOf } from '../triage/kinds';
import { conductMatter } from './conduct';
import { enStem, fold, svStem, words } from './fold';
import { asSwedish } from './scandinavian';

/**
 * The features one message is read by: whole words, Swedish and English stems, pairs of stems
 * (negations such as "inget bråttom", "not urgent"), and the 3–5 letter pieces of every word, which
 * carry compounds ("vattenläckan", "diskbänksavloppet") and typos ("toallet", "elemnet") to the
 * same places as the words they come from. Hashed to `DIM` slots (collisions are rare at this size
 * and only cost a little accuracy).
 */
export const DIM = 1 << 18;

function hash(s: string): number {
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % DIM;
}

export function featureNames(text: string): string[] {
  const ws = words(text);
  const out: string[] = [];
  const stems: string[] = [];
  for (const w of ws) {
    const f = fold(w);
    const s = svStem(w);
    stems.push(s);
    out.push(`w:${f}`, `s:${s}`, `e:${enStem(w)}`);
    const padded = `^${f}$`;
    for (let n = 3; n <= 5; n++)
      for (let i = 0; i + n <= padded.length; i++) out.push(`c:${padded.slice(i, i + n)}`);
  }
  for (let i = 0; i + 1 < stems.length; i++) out.push(`b:${stems[i]}_${stems[i + 1]}`);
  out.push(...ruleFeatures(text));
  if (ws.length === 0) out.push('x:nowords');
  else if (ws.length <= 2) out.push('x:short');
  if (/\p{Extended_Pictographic}/u.test(text) && ws.length === 0) out.push('x:emojionly');
  return out;
}

/** Feature slots with counts, as the linear model takes them. */
export function featurise(message: string): Map<number, number> {
  const text = asSwedish(message);
  const m = new Map<number, number>();
  for (const name of featureNames(text)) {
    const k = hash(name);
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  // Length-normalised so a long message does not weigh more than a short one.
  let norm = 0;
  for (const v of m.values()) norm += v * v;
  const scale = 1 / Math.sqrt(norm || 1);
  for (const [k, v] of m) m.set(k, v * scale);
  return m;
}

/**
 * What the hand-written rules make of the text, as features: the model learns how far to trust
 * each (a kind of fault names its trade well; the word lists less so) instead of obeying them.
 */
function ruleFeatures(text: string): string[] {
  const out: string[] = [];
  const kind = kindOf(text);
  if (kind) out.push(`r:kind:${kind.id}`, `r:kindtrade:${kind.trade}`, `r:kindprio:${kind.priority}`);
  out.push(`r:words:${classifyTrade(text)}`);
  for (const h of detectHazards(text)) out.push(`r:hazard:${h.key}`, `r:floor:${h.priority}`);
  const cue = urgencyIn(text, false);
  if (cue) out.push(`r:cue:${cue}`);
  if (conductMatter(text)) out.push('r:conduct');
  return out;
}
