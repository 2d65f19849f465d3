import { describe, expect, it } from 'vitest';
import { detectHazards, type HazardKey } from '../assistant/triage/hazards';
import { sinceOf } from '../assistant/understanding/durations';

/** When every corpus message was sent: Wednesday 18 November 2026, 14:00 in Stockholm. */
export const CORPUS_NOW = new Date('2026-11-18T14:00:00+01:00');

/** The hazard rules by class: each sentence of `found` names its hazard, none of `left` does. */
export function hazardClasses(title: string, found: [HazardKey, string][], left: [HazardKey, string][]) {
  const rules = (text: string) => detectHazards(text).map((h) => h.key);
  describe(title, () => {
    it.each(found)('finds %s in: %s', (key, text) => expect(rules(text)).toContain(key));
    it.each(left)('finds no %s in: %s', (key, text) => expect(rules(text)).not.toContain(key));
  });
}

/** Since when by class: [message, phrase, hours] within half an hour; `none` dates nothing. */
export function sinceClasses(title: string, cases: [string, string, number][], none: string[] = []) {
  describe(title, () => {
    it.each(cases)('%s', (text, phrase, hours) => {
      const since = sinceOf(text, CORPUS_NOW);
      expect(since?.phrase).toBe(phrase);
      expect(Math.abs((since?.hours ?? Number.NaN) - hours)).toBeLessThanOrEqual(0.5);
    });
    if (none.length > 0)
      it.each(none)('none in: %s', (text) => expect(sinceOf(text, CORPUS_NOW)).toBeUndefined());
  });
}
