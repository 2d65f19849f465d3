import { normalise } from './text';

/** What a message asks of the conversation itself rather than answering its question. */
export type Control = 'cancel' | 'restart';

// Whole messages only: "avbryt" ends the conversation, "avbryt inte kranen" is not a command.
const CANCEL = [
  'avbryt',
  'avbryta',
  'avsluta',
  'stopp',
  'stop',
  'sluta',
  'glöm det',
  'strunta i det',
  'skit i det',
  'cancel',
  'never mind',
  'nevermind',
  'forget it',
  'quit',
  'abort',
];
const RESTART = [
  'börja om',
  'börja om från början',
  'starta om',
  'om från början',
  'start over',
  'restart',
  'start again',
  'begin again',
  'reset',
];
// Polite or emphatic words around a command: "snälla avbryt", "ok, cancel please".
const FILLER = new Set(
  `jag vill kan du vi snälla tack nu allt hela ok okej nej no please i want to just all of it the this
  that let s lets och and det`.split(/\s+/),
);

/** Edit distance with swaps of neighbours (typos: "avbyrt", "börja omm", "cancle") is at most `max`. */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]! <= max;
}

const matches = (t: string, phrases: string[]) =>
  phrases.some((p) => t === p || (p.length >= 5 && within(t, p, p.length >= 8 ? 2 : 1)));

/**
 * "avbryt", "börja om", "cancel", "start over" and close variants, said as the whole message
 * (polite words aside): the reporter wants out of, or back to the start of, the conversation.
 */
export function controlOf(text: string): Control | undefined {
  const words = normalise(text).split(' ');
  if (words.length > 7) return undefined;
  const core = words.filter((w) => !FILLER.has(w)).join(' ');
  const whole = words.join(' ');
  for (const t of [core, whole]) {
    if (!t) continue;
    if (matches(t, RESTART)) return 'restart';
    if (matches(t, CANCEL)) return 'cancel';
  }
  return undefined;
}
