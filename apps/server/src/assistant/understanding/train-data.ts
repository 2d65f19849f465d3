import { CASES } from '../eval/cases';
import { type CorpusCase, loadCorpus } from '../eval/corpus-cases';
import { HELD_OUT } from '../eval/held-out';
import type { Labelled } from './labelled';

export type { Labelled };

const fromCorpus = (c: CorpusCase): Labelled => ({
  writer: c.writer,
  text: c.text,
  category: c.category,
  trade: c.trade,
  urgency: c.urgency,
  hazard: c.hazard,
});

/** The training material: the corpus's train set and the earlier evaluation cases (never the test set). */
export function trainingSet(): Labelled[] {
  const earlier = [...CASES, ...HELD_OUT].map(
    (c): Labelled => ({
      writer: 'earlier-cases',
      text: c.text,
      category: 'fault',
      trade: c.trade,
      urgency: c.urgency,
      hazard: c.hazard,
    }),
  );
  return [...loadCorpus('train').map(fromCorpus), ...earlier];
}
