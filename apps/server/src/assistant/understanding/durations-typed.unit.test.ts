import { describe, expect, it } from 'vitest';
import { sinceOf } from './durations';

// A Wednesday, 14:00 in Stockholm, as in durations.unit.test.ts.
const NOW = new Date('2026-11-18T14:00:00+01:00');

/**
 * Time words typed in a hurry or as they sound (a doubled or dropped letter, "x" for "gs"), a clock
 * told by its half hour, the night and waking up as a beginning. [message, phrase, hours].
 */
const SINCE: [string, string, number][] = [
  ['fläkten i badet har tjutit sen i tisdax', 'sen i tisdax', 24],
  ['kylen slutade kyla igåår kväll', 'igåår kväll', 18],
  ['heater stopped yesterdy afternoon', 'yesterdy afternoon', 22],
  ['the sink has been gurgling sinse friday', 'sinse friday', 120],
  ['front light flickering since last nite', 'since last nite', 12],
  ['the shower is only lukewarm since this mornin', 'since this mornin', 6],
  ['ingen ström i hallen sedan halv 10', 'sedan halv 10', 4.5],
  ['the buzzer has been dead since half 11', 'since half 11', 2.5],
  ['radiator banging since half hour', 'since half hour', 0.5],
  ['a slate came off the roof in the night and smashed on the path', 'in the night', 12],
  ['toan har runnit sen jag vaknade', 'sen jag vaknade', 7],
  ['the extractor has rattled since i got up', 'since i got up', 7],
  ['the pipe under the sink just burst, it literally just happened', 'just happened', 0],
];

/** The same words that name no beginning. */
const NONE: string[] = [
  'half the bulbs in the corridor are out',
  'the baby wakes up in the nite when the pipes bang',
  'jag går upp tidigt, kom gärna efter halv 8',
];

describe('sinceOf, typed as it sounds', () => {
  it.each(SINCE)('%s', (text, phrase, hours) => {
    const since = sinceOf(text, NOW);
    expect(since?.phrase).toBe(phrase);
    expect(Math.abs((since?.hours ?? Number.NaN) - hours)).toBeLessThanOrEqual(Math.max(0.5, hours * 0.05));
  });

  it.each(NONE)('none in: %s', (text) => {
    expect(sinceOf(text, NOW)).toBeUndefined();
  });
});
