import { likePattern, type SqlParams } from '../../lib/sql';

/** `1042` or `#1042` in a search: the errand number it names, else null. */
export function searchedNumber(q: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(q.trim());
  return m ? Number(m[1]) : null;
}

/**
 * The searched text of an errand, exactly as the trigram index of migration 0014 is built:
 * the planner uses the index only for this same expression.
 */
export const SEARCH_TEXT_SQL = `lower(r.what_broke || ' ' || r.description)`;

/**
 * A `q` search: a substring of the title and description (trigram index), of the property's
 * address (trigram index on properties, then the reports of those properties by their index)
 * or, for `12`, errand number 12; `#12` is errand 12 only. ILIKE on the lowered text keeps the match
 * case-insensitive (åäö too) while staying on the index's expression.
 */
export function searchCondition(p: SqlParams, term: string, within: string | undefined): string {
  const number = searchedNumber(term);
  // `#1042` names an errand: that number alone is looked up, one index entry, where the text
  // arm would also read every errand whose words hold the digits (thousands in a large
  // organisation). A bare `1042` may be a code or a street number, so it searches both.
  if (number !== null && term.trim().startsWith('#')) return `r.number = ${p.add(number)}`;
  const pattern = p.add(likePattern(term));
  const arms = [
    `${SEARCH_TEXT_SQL} ILIKE ${pattern}`,
    `r.property_id = ANY(ARRAY(SELECT a.id FROM properties a WHERE ${within ? `a.organisation_id = ${p.add(within)} AND ` : ''}lower(a.address) ILIKE ${pattern}))`,
  ];
  // A number finds that errand besides the texts that contain it.
  if (number !== null) arms.push(`r.number = ${p.add(number)}`);
  return `(${arms.join(' OR ')})`;
}
