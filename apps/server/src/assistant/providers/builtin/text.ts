/** Lower case, letters and digits only, single spaces: the form every word list matches against. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A keyword: a plain stem matches anywhere (Swedish compounds: "vattenläcka", "diskbänksavloppet"),
 * `=word` only as a whole word, `^start` at the start of a word ("^lock": "locked" but not "blocked").
 */
export function compileKeyword(keyword: string): RegExp {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (keyword.startsWith('=')) return new RegExp(`(?<!\\p{L})${literal(keyword.slice(1))}(?!\\p{L})`, 'u');
  if (keyword.startsWith('^')) return new RegExp(`(?<!\\p{L})${literal(keyword.slice(1))}`, 'u');
  return new RegExp(literal(keyword), 'u');
}

export function countMatches(text: string, patterns: RegExp[]): number {
  let n = 0;
  for (const p of patterns) if (p.test(text)) n++;
  return n;
}
