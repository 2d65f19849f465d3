import { ACCESS, ASKING, CONDITION, SINCE } from './access-words';

/**
 * How a contractor gets in, as the reporter wrote it: "ring mig på 070-123 45 67 innan, jag jobbar
 * till 17", "huvudnyckel går bra men akta katten", "call my daughter on 555-0192, she has a key".
 * Sentences are cut into clauses at commas; a clause with an access construction (access-words.ts)
 * counts. Around it, the clauses that explain it stay: those after it ("ring på två gånger, jag hör
 * dåligt") and a short one before it ("hyresgästen jobbar, huvudnyckel ok"), but never one that says
 * when the fault began. Neighbouring sentences about access form one slice ("Kan ni ringa mig? 070-…");
 * others are joined with " ". Undefined when the text says nothing about getting in.
 */
export function accessOf(text: string): string | undefined {
  const found: [number, number][] = [];
  for (const [start, end] of spans(text, SENTENCE)) {
    const clauses = spans(text.slice(start, end), /,\s|;\s|:\s|\s[–-]\s/gu).map(
      ([s, e]) => [start + s, start + e] as const,
    );
    const hits = clauses.flatMap(([s, e], i) => (isAccess(text.slice(s, e)) ? [i] : []));
    const first = hits[0];
    const last = hits.at(-1);
    if (first === undefined || last === undefined) continue;
    let from = first;
    const before = clauses[first - 1];
    if (before && explains(text.slice(...before), 6) && CONDITION.test(lower(text.slice(...before)))) {
      from = first - 1;
    }
    let to = last;
    for (let i = last + 1; i < clauses.length; i++) {
      const clause = clauses[i];
      if (!clause || !explains(text.slice(...clause), 9)) break;
      to = i;
    }
    const a = clauses[from];
    const b = clauses[to];
    if (a && b) found.push([a[0], b[1]]);
  }
  // Sentences next to each other (nothing but punctuation and space between) are one slice.
  const merged: [number, number][] = [];
  for (const span of found) {
    const prev = merged.at(-1);
    if (prev && /^[.!?\s]*$/u.test(text.slice(prev[1], span[0]))) prev[1] = span[1];
    else merged.push([...span]);
  }
  const parts = merged.map(([s, e]) => text.slice(s, e).trim()).filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** Sentence ends; also a capital after a lower-case word or an emoji, where people leave out the full
 * stop ("… klarar sig 😬 Jag är här från 8", "imma på fönstren Ring mig på …"), when the capital
 * opens a sentence ("Jag", "Ring", "Please"); a name does not ("my neighbour Sam can let you in"). */
const SENTENCE =
  /[.!?]+(?=\s|$)|\n+|\s\/\s|\p{Extended_Pictographic}+\s*|(?<=\p{Ll})\s+(?=(?:Jag|Vi|Ni|Hon|Han|Det|Ring|Kom|Nyckel\p{Ll}*|Huvudnyckel\p{Ll}*|Please|Call|Text|Key)\s)/gu;

const isAccess = (clause: string) => ACCESS.test(lower(clause)) && !ASKING.test(lower(clause));

const lower = (clause: string) => clause.toLowerCase().replace(/[’']/g, ' ');

/** A clause beside an access clause that explains it: short, no question, not about since when. */
function explains(clause: string, maxWords: number): boolean {
  const words = clause.trim().split(/\s+/u).length;
  return words <= maxWords && !SINCE.test(lower(clause)) && !clause.includes('?');
}

/** The [start, end) of each non-empty piece of `text` between separators. */
function spans(text: string, separator: RegExp): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const m of text.matchAll(separator)) {
    out.push([from, m.index]);
    from = m.index + m[0].length;
  }
  out.push([from, text.length]);
  return out.filter(([s, e]) => text.slice(s, e).trim());
}
