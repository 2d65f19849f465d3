import type { ReportCreate } from '@app/contract';
import { normalise } from '../providers/builtin/text';

export interface Answer {
  text: string;
  /** The answers given for a field, to find them later stored in another. */
  given: { field: string; text: string }[];
}

// What a model's reply asks for, read from its words (lower case, punctuation as spaces: `normalise`).
const ASKS_SINCE =
  /sedan n[äa]r|hur l[åa]nge|n[äa]r (b[öo]rjade|h[äa]nde|m[äa]rkte)|since when|how long|when did/;
const ASKS_ACCESS =
  /komma? in|kommer in|nyckel|hemma|tilltr[äa]de|get in|access|key|at home|let (them|someone) in/;
const ASKS_PLACE =
  /vilken (l[äa]genhet|lokal|plats|adress)|which (flat|apartment|premises|place|address)|lokal 2/;

/**
 * The simulated reporter's answer to a language model, whose question is known only from its
 * words: since when and how to get in when it asks for them (both in one answer when it asks for
 * both), the premises when it asks which, and otherwise a yes, as to a summary.
 */
export function freeformAnswer(reply: string, lang: 'sv' | 'en', since: string, access: string): Answer {
  const asked = normalise(reply);
  const given: Answer['given'] = [];
  if (ASKS_SINCE.test(asked)) given.push({ field: 'since', text: since });
  if (ASKS_ACCESS.test(asked)) given.push({ field: 'access', text: access });
  if (given.length > 0) return { text: given.map((g) => g.text).join('. '), given };
  if (ASKS_PLACE.test(asked)) return { text: 'Lgh 1101', given };
  return { text: lang === 'sv' ? 'Ja, skicka in' : 'Yes, please file it', given };
}

/**
 * Answers a model filed in the wrong field: how to get in written into the title or the
 * description (which every freelancer of the trade reads), or since when as the way in.
 */
export function wrongFiled(filed: ReportCreate | undefined, given: Answer['given']): string[] {
  if (!filed) return [];
  const fields: Record<string, string | undefined | null> = {
    what: `${filed.whatBroke} ${filed.description}`,
    access: filed.access,
  };
  const wrong: string[] = [];
  for (const g of given) {
    const t = normalise(g.text);
    if (!t || g.field === 'none') continue;
    for (const [field, value] of Object.entries(fields)) {
      if (field === g.field || !value || (g.field === 'since' && field === 'what')) continue;
      if (normalise(value).includes(t))
        wrong.push(`${JSON.stringify(g.text)} (${g.field}) filed as ${field}`);
    }
  }
  return wrong;
}
